import {
  faqListSchema,
  helpTextsSchema,
  homePromptsSchema,
  quickCommandListSchema,
  siteLinksSchema,
  type QuickCommand,
  type SiteLinks,
} from '@lucina/contracts';
import { siteSectionSchema, type AdminSiteContent, type SiteSaveBody, type SiteSection } from '@lucina/contracts/admin';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { auditRepository } from '../audit/index.js';
import { DEFAULT_QUESTIONS, INDUCE_GREETING, QUICK_COMMANDS } from '../chat/index.js';
import type { ContentCache } from './content-cache.js';
import { DEFAULT_FAQ } from './faq.defaults.js';
import { siteContentRepository } from './site-content.repository.js';

const CACHE_KEY = 'site';

const SCHEMAS = {
  links: siteLinksSchema,
  faq: faqListSchema,
  help: helpTextsSchema,
  quickCommands: quickCommandListSchema,
  homePrompts: homePromptsSchema,
} satisfies Record<SiteSection, z.ZodType>;
type Values = { [S in SiteSection]: z.output<(typeof SCHEMAS)[S]> };

/** The help texts the support and help pages showed before operators could edit them. */
export const DEFAULT_HELP_TEXTS: Values['help'] = {
  supportIntro: '遇到问题、想了解服务或领取礼包，都可以通过下面的方式找到我们。',
  serviceHours: '服务时间：每天 9:00–21:00',
  replyTime: '工作时间内一般 2 小时内回复',
  feedbackIntro: '常见问题里没有找到答案，或者有任何建议？按分类告诉我们，我们会认真阅读每一条反馈。',
};

/**
 * The site's texts an operator edits one section at a time: QR targets, FAQ, help texts, quick commands and
 * the home greeting and questions. A section the console never saved shows its default (the QR targets:
 * the deployment's SUPPORT_URL etc.), so the console's value wins over the environment's.
 */
export function createSiteContentService(deps: { db: Database; cache: ContentCache; log: Logger; links: SiteLinks }) {
  const { db, cache, log } = deps;
  const defaults: Values = {
    links: deps.links,
    faq: [...DEFAULT_FAQ],
    help: DEFAULT_HELP_TEXTS,
    quickCommands: QUICK_COMMANDS.map(({ name, prompt }) => ({ name, prompt })),
    homePrompts: { greeting: INDUCE_GREETING, questions: [...DEFAULT_QUESTIONS] },
  };

  async function load() {
    const values: Values = { ...defaults };
    const customized: SiteSection[] = [];
    for (const row of await siteContentRepository(db).all()) {
      const section = siteSectionSchema.safeParse(row.section);
      if (!section.success) continue;
      const parsed = SCHEMAS[section.data].safeParse(row.value);
      // A value saved under an older shape is ignored rather than shown broken.
      if (!parsed.success) {
        log.warn({ section: row.section }, 'site content no longer matches its schema; showing the default');
        continue;
      }
      (values as Record<SiteSection, unknown>)[section.data] = parsed.data;
      customized.push(section.data);
    }
    return { values, customized };
  }
  const current = () => cache.read(CACHE_KEY, load);
  const withIds = (list: Values['quickCommands']): QuickCommand[] => list.map((c, i) => ({ id: i + 1, ...c }));

  async function adminView(): Promise<AdminSiteContent> {
    const { values, customized } = await current();
    return { ...values, quickCommands: withIds(values.quickCommands), customized, defaultLinks: defaults.links };
  }

  /** Writes (or, with `value` null, removes) a section with its audit row, then tells every instance. */
  async function write(actorUserId: string, section: SiteSection, value: unknown) {
    await db.transaction(async (tx) => {
      const repo = siteContentRepository(tx);
      const before = await repo.find(section);
      if (value === null) await repo.remove(section);
      else await repo.put(section, value, actorUserId);
      await auditRepository(tx).write({
        actorUserId,
        action: value === null ? 'site.reset' : 'site.save',
        target: `site:${section}`,
        before: before?.value ?? defaults[section],
        after: value ?? defaults[section],
      });
    });
    await cache.changed(CACHE_KEY);
    return adminView();
  }

  return {
    links: async () => (await current()).values.links,
    help: async () => {
      const { values } = await current();
      return { faq: values.faq, texts: values.help };
    },
    quickCommands: async () => withIds((await current()).values.quickCommands),
    homePrompts: async () => (await current()).values.homePrompts,
    adminView,
    save: (actorUserId: string, body: SiteSaveBody) => write(actorUserId, body.section, body.value),
    reset: (actorUserId: string, section: SiteSection) => write(actorUserId, section, null),
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
