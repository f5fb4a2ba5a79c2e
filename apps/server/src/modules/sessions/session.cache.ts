import { subscribe, type Invalidation } from '../../lib/invalidation.js';
import { createTtlCache } from '../../lib/ttl-cache.js';

/** Every instance drops a revoked session from its cache when this channel names it. */
export const SESSION_REVOKED_CHANNEL = 'sessions_revoked';
/** The safety net: no instance trusts a cached session longer than this, whatever happens to the notifications. */
export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry {
  sessionId: string;
  userId: string;
}

/**
 * Token hash → live session for at most a second, so most authenticated requests skip the session query.
 * Caches nothing while it is not listening for revocations (nothing kept from before is trusted then), and never
 * stores a lookup that a revocation overtook.
 */
export function createSessionCache(invalidation: Invalidation, ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = createTtlCache<string, Entry>({ maxEntries: MAX_ENTRIES });
  let generation = 0;

  function drop(sessionId: string) {
    generation++;
    entries.deleteWhere((entry) => entry.sessionId === sessionId);
  }

  const subscription = subscribe(invalidation, SESSION_REVOKED_CHANNEL, {
    message: drop,
    live() {
      // Revocations may have been missed while not listening.
      generation++;
      entries.clear();
    },
  });

  return {
    get: (tokenHash: string, now = Date.now()) => entries.get(tokenHash, now) ?? null,
    /** A token of the lookup that is about to start; `put` with it stores nothing if a revocation came between. */
    ticket: () => generation,
    put(ticket: number, tokenHash: string, session: { id: string; userId: string; expiresAt: Date }) {
      if (!subscription.isLive() || ticket !== generation) return;
      const until = Math.min(Date.now() + ttlMs, session.expiresAt.getTime());
      entries.set(tokenHash, { sessionId: session.id, userId: session.userId }, until);
    },
    /** Call once the revocation has committed: drops the session here at once and on every other instance. */
    async revoked(sessionId: string) {
      drop(sessionId);
      await invalidation.announce(SESSION_REVOKED_CHANNEL, sessionId);
    },
    ready: subscription.ready,
    async close() {
      entries.clear();
      await subscription.close();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
