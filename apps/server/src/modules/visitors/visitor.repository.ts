import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { visitors } from '../../db/schema/index.js';

export function visitorRepository(db: Executor) {
  return {
    /** Creates the visitor on first sight, refreshes last-seen otherwise; one round trip. */
    async upsert(tempToken: string, ip: string | null) {
      const [row] = await db
        .insert(visitors)
        .values({ tempToken, ip })
        .onConflictDoUpdate({ target: visitors.tempToken, set: { lastSeenAt: sql`now()` } })
        .returning();
      return row!;
    },
    async touch(id: string, at: Date) {
      await db.update(visitors).set({ lastSeenAt: at }).where(eq(visitors.id, id));
    },
    /** Creates the visitor; null when the token is already known. */
    async insertNew(tempToken: string, ip: string | null) {
      const [row] = await db.insert(visitors).values({ tempToken, ip }).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findByTempToken(tempToken: string) {
      const [row] = await db.select().from(visitors).where(eq(visitors.tempToken, tempToken)).limit(1);
      return row ?? null;
    },
    /** Marks an unclaimed visitor as this user's; null when unknown or already claimed (by anyone). */
    async claim(tempToken: string, userId: string) {
      const [row] = await db
        .update(visitors)
        .set({ claimedByUserId: userId })
        .where(and(eq(visitors.tempToken, tempToken), isNull(visitors.claimedByUserId)))
        .returning();
      return row ?? null;
    },
  };
}
