import type { DatabaseHandle } from '../../db/client.js';
import { createInvalidation, subscribe } from '../../lib/invalidation.js';
import type { Logger } from '../../lib/logger.js';
import { KeywordLibrary } from './keyword-library.js';
import { keywordRepository } from './keyword.repository.js';
import { shippedKeywords } from './shipped-keywords.js';

/** Every instance reloads its keyword library when a notification on this channel arrives. */
export const SAFETY_KEYWORDS_CHANNEL = 'safety_keywords_changed';
/** Changes that arrive together (an import of thousands of lines) compile the library once. */
const RELOAD_DEBOUNCE_MS = 200;
/** The safety net when a notification is lost. */
const RELOAD_EVERY_MS = 5 * 60_000;

/**
 * The keyword library this instance matches with: the shipped one until the table is read, then the table's
 * enabled entries (the shipped ones when the table was never seeded). Reloaded when any instance announces a
 * change, when listening resumes after a gap, and every few minutes.
 */
export function createLiveLibrary({ database, log }: { database: DatabaseHandle; log: Logger }) {
  const repo = keywordRepository(database.db);
  const invalidation = createInvalidation(database);
  let current = new KeywordLibrary(shippedKeywords());
  let timer: NodeJS.Timeout | null = null;
  let loading: Promise<void> = Promise.resolve();

  async function load() {
    const entries = await repo.enabled();
    // Compiled in slices and swapped in whole: checks meanwhile use the previous library.
    current = await KeywordLibrary.compile(entries.length ? entries : shippedKeywords());
  }
  const reload = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      loading = load().catch((err: unknown) => log.error({ err }, 'safety: reloading the keyword library failed'));
    }, RELOAD_DEBOUNCE_MS);
  };
  const subscription = subscribe(
    invalidation,
    SAFETY_KEYWORDS_CHANNEL,
    { message: reload, live: (listening) => listening && reload() },
    (err) => log.warn({ err }, 'safety: not listening for keyword changes; reloading every few minutes'),
  );
  const safetyNet = setInterval(reload, RELOAD_EVERY_MS).unref();
  const first = load().catch((err: unknown) => log.error({ err }, 'safety: reading the keyword library failed'));

  return {
    current: () => current,
    /** Resolves once the table has been read (and any reload under way has ended). */
    async ready() {
      await first;
      await subscription.ready();
      await loading;
    },
    /** After a committed change: every instance (this one included) reloads. */
    async changed() {
      await invalidation.announce(SAFETY_KEYWORDS_CHANNEL, 'keywords').catch((err: unknown) => {
        log.warn({ err }, 'safety: change notification not sent; other instances catch up within minutes');
        reload();
      });
    },
    async close() {
      clearInterval(safetyNet);
      if (timer) clearTimeout(timer);
      await subscription.close();
    },
  };
}

export type LiveLibrary = ReturnType<typeof createLiveLibrary>;
