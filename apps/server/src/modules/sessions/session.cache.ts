import type { Kv } from '../../kv/index.js';
import { createTtlCache } from '../../lib/ttl-cache.js';

/** Every instance drops a revoked session from its cache when this channel names it. */
export const SESSION_REVOKED_CHANNEL = 'sessions:revoked';
/** The safety net when a revocation message is lost: no instance trusts a cached session longer than this. */
export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry {
  sessionId: string;
  userId: string;
}

/**
 * Token hash → live session for at most a second, so most authenticated requests skip the session query.
 * Caches nothing until the revocation subscription is live, and never stores a lookup that a revocation overtook.
 */
export function createSessionCache(kv: Kv, ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = createTtlCache<string, Entry>({ maxEntries: MAX_ENTRIES });
  let generation = 0;
  let live = false;

  function drop(sessionId: string) {
    generation++;
    entries.deleteWhere((entry) => entry.sessionId === sessionId);
  }

  const subscription = kv.subscribe(SESSION_REVOKED_CHANNEL, drop).then(
    (off) => {
      live = true;
      return off;
    },
    () => null,
  );

  return {
    get: (tokenHash: string, now = Date.now()) => entries.get(tokenHash, now) ?? null,
    /** A token of the lookup that is about to start; `put` with it stores nothing if a revocation came between. */
    ticket: () => generation,
    put(ticket: number, tokenHash: string, session: { id: string; userId: string; expiresAt: Date }) {
      if (!live || ticket !== generation) return;
      const until = Math.min(Date.now() + ttlMs, session.expiresAt.getTime());
      entries.set(tokenHash, { sessionId: session.id, userId: session.userId }, until);
    },
    /** Drops the session here at once and tells every other instance. */
    async revoked(sessionId: string) {
      drop(sessionId);
      await kv.publish(SESSION_REVOKED_CHANNEL, sessionId);
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

export type SessionCache = ReturnType<typeof createSessionCache>;
