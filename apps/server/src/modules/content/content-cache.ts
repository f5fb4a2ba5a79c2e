import { subscribe, type Invalidation } from '../../lib/invalidation.js';
import type { Logger } from '../../lib/logger.js';
import { createTtlCache } from '../../lib/ttl-cache.js';

/** Every instance drops the content named in a notification on this channel (see `changed`). */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';
/** The safety net when a change notification is lost: no instance shows content older than this. */
export const CONTENT_CACHE_TTL_MS = 60_000;
/** Far more than the keys there are (one per kind of content); a bound all the same. */
const MAX_KEYS = 1000;

/**
 * What the site shows on every page (banners, services, texts) kept in memory per key, so a visitor's /home
 * costs no queries. A write drops the key here and tells every other instance, so a change shows everywhere on the
 * next request. Caches nothing until it first listens. When listening stops, what is kept is still served (the
 * pages keep working while the database restarts) but nothing new is kept, and everything is dropped once it
 * listens again: changes may have been missed in between.
 */
export function createContentCache({
  invalidation,
  log,
  ttlMs = CONTENT_CACHE_TTL_MS,
}: {
  invalidation: Invalidation;
  log: Logger;
  ttlMs?: number;
}) {
  const entries = createTtlCache<string, Promise<unknown>>({ maxEntries: MAX_KEYS });
  const subscription = subscribe(
    invalidation,
    CONTENT_CHANGED_CHANNEL,
    {
      message: (key) => entries.delete(key),
      live(listening) {
        if (listening) entries.clear();
      },
    },
    (err) => log.warn({ err }, 'content cache: not listening for changes, reading the database every time'),
  );

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
      if (!subscription.isLive()) return value;
      entries.set(key, value, Date.now() + ttlMs);
      // A failed load is not remembered.
      value.catch(() => entries.get(key) === value && entries.delete(key));
      return value;
    },
    /** Call after the write has committed: drops the key here at once and on every other instance. */
    async changed(key: string) {
      entries.delete(key);
      // The write stands even when the notification cannot go out; the other instances catch up within the TTL.
      await invalidation.announce(CONTENT_CHANGED_CHANNEL, key).catch((err: unknown) => {
        log.warn({ err, key }, 'content cache: change notification not sent');
      });
    },
    ready: subscription.ready,
    async close() {
      entries.clear();
      await subscription.close();
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
