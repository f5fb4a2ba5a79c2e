import {
  ContentText,
  Engagement,
  MarketConfigLabels,
  MarketText,
  type AdminMarketService,
  type MarketService,
  type MarketServiceDetail,
  type MarketServiceInput,
} from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import { marketImageSvg } from '../market/index.js';
import type { ContentCache } from './content-cache.js';
import { marketRepository, type MarketServiceRow } from './market.repository.js';

const CACHE_KEY = 'market';

/** Bumped when the drawing itself changes (2: the title alone, large, over a dark veil). */
const DRAWING_VERSION = 2;
/** The drawn hero changes with the text and the drawing, so its address carries both for the browser cache. */
const drawnImageUrl = (row: MarketServiceRow) =>
  `${Engagement.mediaPrefix}/market/${row.configId}.svg?v=${DRAWING_VERSION}.${row.updatedAt.getTime()}`;

const card = (row: MarketServiceRow): MarketService => ({
  configId: row.configId,
  label: MarketConfigLabels[row.configId] ?? row.title,
  title: row.title,
  summaryZh: row.summary,
  tagsZh: row.tags,
  imageUrl: row.heroImageUrl || drawnImageUrl(row),
  priceFromFen: row.priceFromFen,
});
/** The detail page's texts, which the console edits as they are shown. */
const texts = (row: MarketServiceRow) => ({
  introZh: row.intro,
  suitsZh: row.suits,
  deliversZh: row.delivers,
  processZh: row.process,
  formatZh: row.format,
  durationZh: row.duration,
  faqZh: row.faq,
});
const detail = (row: MarketServiceRow): MarketServiceDetail => ({
  ...card(row),
  ...texts(row),
  detailImages: row.detailImages,
  casesZh: row.cases,
  teachers: row.teachers,
});
/** Everything the console edits, as it sends it back. */
const inputOf = (row: MarketServiceRow): MarketServiceInput => ({
  configId: row.configId,
  title: row.title,
  summaryZh: row.summary,
  tagsZh: row.tags,
  ...texts(row),
  heroImageUrl: row.heroImageUrl,
  detailImages: row.detailImages,
  priceFromFen: row.priceFromFen,
  casesZh: row.cases,
  teachers: row.teachers,
  sort: row.sort,
  enabled: row.enabled,
});
/** The inverse of inputOf: the columns a console edit sets. */
const rowOf = (input: MarketServiceInput) => ({
  title: input.title,
  summary: input.summaryZh,
  tags: input.tagsZh,
  intro: input.introZh,
  suits: input.suitsZh,
  delivers: input.deliversZh,
  process: input.processZh,
  format: input.formatZh,
  duration: input.durationZh,
  faq: input.faqZh,
  heroImageUrl: input.heroImageUrl,
  detailImages: input.detailImages,
  priceFromFen: input.priceFromFen,
  cases: input.casesZh,
  teachers: input.teachers,
  sort: input.sort,
  enabled: input.enabled,
});
const toAdmin = (row: MarketServiceRow): AdminMarketService => ({
  ...inputOf(row),
  label: card(row).label,
  imageUrl: card(row).imageUrl,
  updateTime: row.updatedAt.toISOString(),
});

/** The service square (/market) and its detail pages: what visitors see (cached) and the console's edits. */
export function createMarketService({ db, cache }: { db: Database; cache: ContentCache }) {
  const repo = marketRepository(db);
  const rows = () => cache.read(CACHE_KEY, () => repo.all());
  const enabled = async (configId: number) => (await rows()).find((r) => r.configId === configId && r.enabled);

  return {
    list: async () => (await rows()).filter((r) => r.enabled).map(card),
    async detail(configId: number) {
      const row = await enabled(configId);
      if (!row) throw AppError.notFound(MarketText.unknownService);
      return detail(row);
    },
    /** The drawn hero of a service (also of one that is off: a cached page may still show it). */
    async drawnImage(configId: number) {
      const row = (await rows()).find((r) => r.configId === configId);
      return row ? marketImageSvg({ ...card(row), accent: row.accent }) : null;
    },
    adminList: async () => (await repo.all()).map(toAdmin),
    async save(actorUserId: string, input: MarketServiceInput) {
      const saved = await db.transaction(async (tx) => {
        const inTx = marketRepository(tx);
        const before = await inTx.find(input.configId);
        if (!before) throw AppError.notFound(ContentText.serviceNotFound);
        const row = await inTx.update(input.configId, { ...rowOf(input), updatedAt: new Date() });
        await auditRepository(tx).write({
          actorUserId,
          action: 'market.update',
          target: `market:${input.configId}`,
          before: inputOf(before),
          after: inputOf(row),
        });
        return toAdmin(row);
      });
      await cache.changed(CACHE_KEY);
      return saved;
    },
  };
}

export type MarketContentService = ReturnType<typeof createMarketService>;
