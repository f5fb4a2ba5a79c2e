import type { Database } from '../../db/client.js';
import { newOpaqueToken, sha256Hex } from '../../lib/tokens.js';
import { sessionRepository } from './session.repository.js';

export interface SessionServiceDeps {
  db: Database;
  sessionTtlMs: number;
}

/** Opaque bearer tokens; the database keeps only their hash. */
export function createSessionService({ db, sessionTtlMs }: SessionServiceDeps) {
  const repo = sessionRepository(db);
  return {
    async issue(userId: string, meta: { userAgent?: string | null; ip?: string | null } = {}) {
      const token = newOpaqueToken();
      const expiresAt = new Date(Date.now() + sessionTtlMs);
      const session = await repo.insert({ userId, tokenHash: sha256Hex(token), expiresAt, ...meta });
      return { token, sessionId: session.id, expiresAt };
    },
    async resolve(token: string) {
      return repo.findLive(sha256Hex(token), new Date());
    },
    async revoke(sessionId: string) {
      await repo.revoke(sessionId, new Date());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
