import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { once } from '../../lib/once.js';

export function sessionRepository(db: Executor) {
  // Runs on every authenticated request the session cache does not answer: built once, prepared on the server.
  const findLive = once(() =>
    db
      .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('session_find_live'),
  );
  return {
    async insert(row: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent?: string | null;
      ip?: string | null;
    }) {
      const [created] = await db.insert(sessions).values(row).returning();
      return created!;
    },
    /** The live session for a token hash: not expired, not revoked. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await findLive().execute({ tokenHash, now });
      return row ?? null;
    },
    /** Revokes every live session of a user; returns their ids so each instance's cache can drop them. */
    async revokeAllOf(userId: string, now: Date) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
    async revoke(id: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
  };
}
