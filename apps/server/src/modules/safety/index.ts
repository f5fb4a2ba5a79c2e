import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { Kv } from '../../kv/index.js';
import type { Logger } from '../../lib/logger.js';
import { blockRepository, type NewBlock } from './block.repository.js';
import { createKeywordAdminService } from './keyword-admin.service.js';
import { KeywordLibrary, type KeywordEntry } from './keyword-library.js';
import { keywordRepository } from './keyword.repository.js';
import { createAliyunModeration, createTencentModeration } from './remote.providers.js';
import { createSafetyGate, type SafetyGate } from './safety-gate.js';
import { everydayPairs } from './sound-pairs.js';
import { createReportService } from './report.service.js';
import { reviewRepository } from './review.repository.js';
import { createReviewService, type AccountDisabling } from './review.service.js';
import { createLiveLibrary } from './safety-library.js';
import { shippedKeywords } from './shipped-keywords.js';
import type { ModerationProvider } from './safety.types.js';

export { KeywordLibrary, type KeywordEntry } from './keyword-library.js';
export { parseKeywordLines, shippedKeywords } from './shipped-keywords.js';
export { createSafetyGate, type SafetyGate } from './safety-gate.js';
export { namedToGuard } from './intent-frames.js';
export { elidedRequest } from './intent-followup.js';
export { normalizeText } from './normalize.js';
export { safetySeeder } from './safety.seeder.js';
export type { NewBlock } from './block.repository.js';
export type { AccountDisabling } from './review.service.js';
export type { ReportInput } from './report.service.js';
export {
  SAFETY_CATEGORIES,
  SAFETY_CATEGORY_LABELS,
  type SafetyCategory,
  type SafetyStage,
  type SafetyVerdict,
} from './safety.types.js';

/** The cloud moderation service chosen by config; null for `local`. */
function remoteModeration(config: Config['safety']): ModerationProvider | null {
  switch (config.provider) {
    case 'aliyun':
      return createAliyunModeration(config.aliyun);
    case 'tencent':
      return createTencentModeration(config.tencent);
    case 'local':
      return null;
  }
}

/** A gate over the shipped library alone, with no database: the evaluation's, and a fallback for tools. */
export function shippedSafetyGate(): SafetyGate {
  const library = new KeywordLibrary(shippedKeywords());
  return createSafetyGate({ library: () => library });
}

/** The content-safety gate: the live keyword library, the configured provider, and the record of blocks. */
export function createSafetyServices({
  config,
  database,
  kv,
  log,
  accounts,
}: {
  config: Config;
  database: DatabaseHandle;
  kv: Kv;
  log: Logger;
  accounts: AccountDisabling;
}) {
  const library = createLiveLibrary({ database, log });
  // The dictionary's word pairs are read now, off any question's path (the first homophone would wait for them).
  setImmediate(everydayPairs);
  const gate = createSafetyGate({ library: library.current, remote: remoteModeration(config.safety), log });
  const blocks = blockRepository(database.db);
  const keywords = keywordRepository(database.db);
  return {
    gate,
    answerCheckChars: config.safety.answerCheckChars,
    /** Keeps what was blocked for review; a failed write is logged and does not stop the decline. */
    async record(block: NewBlock) {
      await blocks.insert(block).catch((err: unknown) => log.error({ err }, 'safety: recording a block failed'));
    },
    latestBlocks: (limit = 50) => blocks.latest(limit),
    /** Adds (or re-enables) keywords and tells every instance; returns how many rows were written. */
    async addKeywords(entries: readonly KeywordEntry[]) {
      const written = await keywords.upsert(entries);
      await library.changed();
      return written;
    },
    async removeKeyword(term: string, category?: string) {
      const removed = await keywords.disable(term, category);
      if (removed) await library.changed();
      return removed;
    },
    /** The console's keyword library; each change reloads every instance's library. */
    keywordAdmin: createKeywordAdminService({ db: database.db, changed: library.changed }),
    /** The console's review queue over blocks and reports. */
    review: createReviewService({ db: database.db, accounts }),
    /** Users' reports of answers (the chat checks ownership first). */
    reports: createReportService({ db: database.db, kv }),
    /** Retention rules for the rights module's job: blocks and reports older than the configured age go. */
    retentionRules: () =>
      (['block', 'report'] as const).map((source) => ({
        name: source === 'block' ? 'safety_blocks' : 'safety_reports',
        maxAgeMs: config.safety.recordRetentionMs,
        purge: (cutoff: Date, batch: number) => reviewRepository(database.db).deleteBefore(source, cutoff, batch),
      })),
    ready: library.ready,
    close: library.close,
  };
}

export type SafetyServices = ReturnType<typeof createSafetyServices>;
