import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userCoupons } from '../../db/schema/index.js';
import { once } from '../../lib/once.js';

type NewUserCoupon = typeof userCoupons.$inferInsert;

/** A user's own coupons, as the coupon page, the red dot and an order's quote read them. */
export function userCouponsRepository(db: Executor) {
  // Read by the coupon page and the red dot on every visit: built once, prepared on the server.
  const listOf = once(() =>
    db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.userId, sql.placeholder('userId')))
      .orderBy(desc(userCoupons.createdAt))
      .prepare('user_coupons_of'),
  );
  return {
    /**
     * Writes a coupon not from an issue unless the user already holds one of its template (the unique
     * (user, template) index); returns what was written, nothing when it was already there.
     */
    issueOnce: (row: NewUserCoupon) =>
      db
        .insert(userCoupons)
        .values(row)
        .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.templateId], where: sql`issue_id is null` })
        .returning(),
    /** Newest first. */
    listOf: (userId: string) => listOf().execute({ userId }),
    async owned(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.id, id), eq(userCoupons.userId, userId)));
      return row ?? null;
    },
    /** Marks the user's unused coupons seen. */
    async markSeen(userId: string) {
      await db
        .update(userCoupons)
        .set({ seen: true })
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.seen, false), isNull(userCoupons.usedOrderId)));
    },
  };
}
