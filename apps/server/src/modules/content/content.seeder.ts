import { MARKET_CONFIG_IDS } from '@lucina/contracts';
import type { Seeder } from '../../seed/index.js';
import { MARKET_CONTENT } from '../market/index.js';
import { consultantRepository } from './consultant.repository.js';
import { DEMO_CONSULTANTS } from './consultants.demo.js';
import { marketRepository } from './market.repository.js';

/** The shipped service square, inserted once per service; from then on the operators' edits stand. */
export const contentSeeder: Seeder = {
  name: 'content',
  async run(db) {
    await marketRepository(db).insertMissing(
      MARKET_CONFIG_IDS.map((configId, index) => {
        const c = MARKET_CONTENT[configId]!;
        return {
          configId,
          title: c.title,
          summary: c.summaryZh,
          tags: c.tagsZh,
          intro: c.introZh,
          suits: c.suitsZh,
          delivers: c.deliversZh,
          process: c.processZh,
          format: c.formatZh,
          duration: c.durationZh,
          faq: c.faqZh,
          accent: c.accent,
          sort: index + 1,
        };
      }),
    );
  },
};

/** Only in demo mode: the invented sample consultants, so a demonstration's full report shows some. */
export const demoContentSeeder: Seeder = {
  name: 'demo-content',
  run: (db) => consultantRepository(db).insertMissing([...DEMO_CONSULTANTS]),
};
