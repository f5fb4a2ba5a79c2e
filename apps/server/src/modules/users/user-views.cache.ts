import type { DatabaseHandle } from '../../db/client.js';
import { createInvalidation, subscribe } from '../../lib/invalidation.js';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.js';

/**
 * Announced by the database's triggers (migrations 0011, 0012, 0013) when a write that changes one of a user's
 * cached views commits: the user row, the messages a user sees and what they read, their coupons, their
 * conversations and the messages in them (not a running answer's progress: see the message list).
 */
export const USER_VIEWS_CHANNEL = 'user_info_changed';
/** The payload naming every user at once: a broadcast message, or a write to many users. */
const EVERYONE = '*';
/** The safety net: no instance answers from a copy older than this, whatever happens to the notifications. */
export const USER_VIEWS_CACHE_TTL_MS = 1000;
const MAX_USERS = 10_000;
/**
 * Views of one user (getLucinaInfo, the unread count, pages of a list, conversations opened): a caller paging or
 * opening far starts over.
 */
const MAX_VIEWS_PER_USER = 16;

/** What one user's view is cached as; each reader owns its keys (`info`, `unread`, `messages:1:10`, …). */
export type UserView = string;

/**
 * Makes a kept answer immutable, all the way down: every request that hits shares it, and the serializer may keep
 * its JSON (http/serializer.ts).
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/**
 * User id → the answers of that user's hot reads (getLucinaInfo, the unread count, the system-message pages, the
 * coupons, the conversation list, a conversation's messages) for at most a second, so the page-by-page reads
 * mostly skip the database.
 * Exact because the database itself announces each committed write to the rows behind them (whoever writes: a
 * request, a job, another instance or the admin CLI), and every instance listens. Caches nothing while it is not
 * listening, and never stores a read that a change overtook.
 */
export function createUserViewCache(database: DatabaseHandle, ttlMs = USER_VIEWS_CACHE_TTL_MS) {
  // A user's entry lives as long as the newest of their views.
  const entries = createTtlCache<string, TtlCache<UserView, unknown>>({ maxEntries: MAX_USERS });
  let generation = 0;

  function forget(userId: string) {
    generation++;
    if (userId === EVERYONE) entries.clear();
    else entries.delete(userId);
  }

  // A copy is dropped when read after its lifetime, and every lifetime by this sweep: an instance holds about what
  // it served in the last two seconds (a conversation's messages can be large), not every user it ever served.
  const sweep = setInterval(() => {
    const now = Date.now();
    entries.deleteWhere((views) => {
      views.sweep(now);
      return views.size === 0;
    });
  }, ttlMs).unref();

  const subscription = subscribe(createInvalidation(database), USER_VIEWS_CHANNEL, {
    message: forget,
    live() {
      // Changes may have been missed while not listening: nothing cached before then is trusted.
      forget(EVERYONE);
    },
  });

  return {
    get<T>(userId: string, view: UserView, now = Date.now()): T | null {
      const value = entries.get(userId, now)?.get(view, now);
      return value === undefined ? null : (value as T);
    },
    /** A token of the read that is about to start; `put` with it stores nothing if a change came between. */
    ticket: () => generation,
    put(ticket: number, userId: string, view: UserView, value: unknown) {
      if (!subscription.isLive() || ticket !== generation) return;
      const until = Date.now() + ttlMs;
      const views = entries.get(userId) ?? createTtlCache<UserView, unknown>({ maxEntries: MAX_VIEWS_PER_USER });
      views.set(view, deepFreeze(value), until);
      entries.set(userId, views, until);
    },
    /**
     * A write to the user's rows just committed on this instance, in a request that is not a write by its method
     * (a GET that marks something seen): the writer's next request must not see the old answer here.
     */
    forget: (userId: string) => forget(userId),
    /**
     * A write request just ended on this instance: its own notification may still be on the way, and the
     * writer's next request must not see the old answer here.
     */
    forgetAll: () => forget(EVERYONE),
    ready: subscription.ready,
    /** How many users have copies here. */
    size: () => entries.size,
    async close() {
      clearInterval(sweep);
      entries.clear();
      await subscription.close();
    },
  };
}

export type UserViewCache = ReturnType<typeof createUserViewCache>;

/**
 * `read()` answered from the cache when a copy of `view` is there, else read and kept (unless `keep` says this
 * answer may change without an announcement). Without a cache (tests of a bare service) it always reads.
 */
export async function cachedView<T>(
  cache: UserViewCache | undefined,
  userId: string,
  view: UserView,
  read: () => Promise<T>,
  keep?: (value: T) => boolean,
): Promise<T> {
  if (!cache) return read();
  const cached = cache.get<T>(userId, view);
  if (cached !== null) return cached;
  const ticket = cache.ticket();
  const value = await read();
  if (!keep || keep(value)) cache.put(ticket, userId, view, value);
  return value;
}
