import type { Kv } from '../../kv/index.js';
import type { Logger } from '../../lib/logger.js';
import { createTtlCache } from '../../lib/ttl-cache.js';

/** Every instance drops the content named in a message on this channel (see `changed`). */
export const CONTENT_CHANGED_CHANNEL = 'content:changed';
/** The safety net when a change message is lost: no instance shows content older than this. */
export const CONTENT_CACHE_TTL_MS = 60_000;
/** Far more than the keys there are (one per kind of content); a bound all the same. */
const MAX_KEYS = 1000;

/**
 * What the site shows on every page (banners, services, texts) kept in memory per key, so a visitor's /home
 * costs no queries. A write drops the key here and tells every other instance through the KV, so a change
 * shows everywhere on the next request. Caches nothing until the subscription is live.
 */
export function createContentCache({ kv, log, ttlMs = CONTENT_CACHE_TTL_MS }: { kv: Kv; log: Logger; ttlMs?: number }) {
  const entries = createTtlCache<string, Promise<unknown>>({ maxEntries: MAX_KEYS });
  let live = false;

  const subscription = kv
    .subscribe(CONTENT_CHANGED_CHANNEL, (key) => entries.delete(key))
    .then((off) => {
      live = true;
      return off;
    })
    .catch((err: unknown) => {
      log.warn({ err }, 'content cache: no change subscription, reading the database every time');
      return null;
    });

  return {
    /**
     * The cached value, or `load()`'s. Concurrent readers share one load; a change that arrives while it runs
     * removes it, so a value read before a write is never kept after it.
     */
    read<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      // Settled once here: a query builder is a thenable that would run again at every await.
      const value = Promise.resolve(load());
      if (!live) return value;
      entries.set(key, value, Date.now() + ttlMs);
      // A failed load is not remembered.
      value.catch(() => entries.get(key) === value && entries.delete(key));
      return value;
    },
    /** Call after the write has committed: drops the key here at once and on every other instance. */
    async changed(key: string) {
      entries.delete(key);
      // The write stands even when the message cannot go out; the other instances catch up within the TTL.
      await kv.publish(CONTENT_CHANGED_CHANNEL, key).catch((err: unknown) => {
        log.warn({ err, key }, 'content cache: change message not sent');
      });
    },
    ready: () => subscription.then(() => undefined),
    async close() {
      live = false;
      entries.clear();
      const off = await subscription;
      await off?.();
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
