import type { DatabaseHandle } from '../../db/client.js';
import { createInvalidation } from '../../lib/invalidation.js';
import { newOpaqueToken, sha256Hex } from '../../lib/tokens.js';
import { createSessionCache } from './session.cache.js';
import { sessionRepository } from './session.repository.js';

export interface SessionServiceDeps {
  database: DatabaseHandle;
  sessionTtlMs: number;
}

/** Opaque bearer tokens; the database keeps only their hash. */
export function createSessionService({ database, sessionTtlMs }: SessionServiceDeps) {
  const repo = sessionRepository(database.db);
  const cache = createSessionCache(createInvalidation(database));
  return {
    async issue(userId: string, meta: { userAgent?: string | null; ip?: string | null } = {}) {
      const token = newOpaqueToken();
      const expiresAt = new Date(Date.now() + sessionTtlMs);
      const session = await repo.insert({ userId, tokenHash: sha256Hex(token), expiresAt, ...meta });
      return { token, sessionId: session.id, expiresAt };
    },
    /** The live session of a token: `{ id, userId }`, or null when unknown, expired or revoked. */
    async resolve(token: string): Promise<{ id: string; userId: string } | null> {
      const tokenHash = sha256Hex(token);
      const cached = cache.get(tokenHash);
      if (cached) return { id: cached.sessionId, userId: cached.userId };
      const ticket = cache.ticket();
      const row = await repo.findLive(tokenHash, new Date());
      if (row) cache.put(ticket, tokenHash, row);
      return row && { id: row.id, userId: row.userId };
    },
    /** Refused on every instance within a second: the row first, then every instance's cache. */
    async revoke(sessionId: string) {
      await repo.revoke(sessionId, new Date());
      await cache.revoked(sessionId);
    },
    /** Logs a user out everywhere (a cancellation request, an erasure). */
    async revokeAllOf(userId: string) {
      const ids = await repo.revokeAllOf(userId, new Date());
      for (const id of ids) await cache.revoked(id);
    },
    ready: () => cache.ready(),
    close: () => cache.close(),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
