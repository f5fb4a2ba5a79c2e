import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accountCancellations,
  conversations,
  reportUnlocks,
  surveyRecords,
  userCoupons,
  users,
} from '../../db/schema/index.js';

/** Cancellation requests and what the confirmation page shows an account will lose. */
export function cancellationRepository(db: Executor) {
  return {
    async account(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          nickname: users.nickname,
          phone: users.phone,
          email: users.email,
          chatCount: users.chatCount,
          endTime: users.endTime,
          erasedAt: users.erasedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
    async losses(userId: string, now: Date) {
      const [[c], [r], [u], [k]] = await Promise.all([
        db
          .select({ n: count() })
          .from(conversations)
          .where(and(eq(conversations.userId, userId), isNull(conversations.deletedAt))),
        db.select({ n: count() }).from(surveyRecords).where(eq(surveyRecords.userId, userId)),
        db.select({ n: count() }).from(reportUnlocks).where(eq(reportUnlocks.userId, userId)),
        db
          .select({ n: count() })
          .from(userCoupons)
          .where(and(eq(userCoupons.userId, userId), isNull(userCoupons.usedAt), gt(userCoupons.validUntil, now))),
      ]);
      return { conversations: c?.n ?? 0, records: r?.n ?? 0, unlockedReports: u?.n ?? 0, usableCoupons: k?.n ?? 0 };
    },
    async find(userId: string) {
      const [row] = await db.select().from(accountCancellations).where(eq(accountCancellations.userId, userId));
      return row ?? null;
    },
    /** Null when a request already exists: asking twice keeps the first due date. */
    async insert(userId: string, requestedAt: Date, dueAt: Date) {
      const [row] = await db
        .insert(accountCancellations)
        .values({ userId, requestedAt, dueAt })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async remove(userId: string) {
      const rows = await db
        .delete(accountCancellations)
        .where(eq(accountCancellations.userId, userId))
        .returning({ userId: accountCancellations.userId });
      return rows.length > 0;
    },
    async due(now: Date, limit: number) {
      return db
        .select({ userId: accountCancellations.userId })
        .from(accountCancellations)
        .where(lte(accountCancellations.dueAt, now))
        .orderBy(asc(accountCancellations.dueAt))
        .limit(limit);
    },
    async pending() {
      return db
        .select({
          userId: accountCancellations.userId,
          nickname: users.nickname,
          phone: users.phone,
          email: users.email,
          requestedAt: accountCancellations.requestedAt,
          dueAt: accountCancellations.dueAt,
        })
        .from(accountCancellations)
        .innerJoin(users, eq(users.id, accountCancellations.userId))
        .orderBy(asc(accountCancellations.dueAt), sql`${accountCancellations.userId}`);
    },
  };
}
