import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OrderStatus } from '@lucina/contracts';
import type { Executor } from '../../db/client.js';
import {
  membershipPlans,
  orders,
  paymentNotifications,
  reportUnlocks,
  userCoupons,
  users,
  type MembershipGrant,
  type OrderRow,
} from '../../db/schema/index.js';

export function paymentsRepository(db: Executor) {
  return {
    plans: () => db.select().from(membershipPlans).orderBy(asc(membershipPlans.sortOrder)),
    async plan(id: number) {
      const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id)).limit(1);
      return row ?? null;
    },
    /** The name members of a level see (the level's plan). */
    async planNameOfLevel(level: number) {
      const [row] = await db
        .select({ name: membershipPlans.name })
        .from(membershipPlans)
        .where(eq(membershipPlans.membershipLevel, level))
        .limit(1);
      return row?.name ?? null;
    },
    async user(id: string, lock = false) {
      const q = db.select().from(users).where(eq(users.id, id)).limit(1);
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },
    async orderByNo(orderNo: string, lock = false) {
      const q = db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },
    async insertOrder(row: typeof orders.$inferInsert) {
      const [created] = await db.insert(orders).values(row).returning();
      return created!;
    },
    /** Pending orders of a user: all of them, or only those expired before a time. `lock` holds them. */
    async pendingOrders(userId: string, onlyExpiredBefore?: Date, lock = false) {
      const q = db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, OrderStatus.pending),
            onlyExpiredBefore ? lt(orders.expiresAt, onlyExpiredBefore) : undefined,
          ),
        );
      return lock ? q.for('update') : q;
    },
    /** Serialises order creation per user until the transaction ends (settlement does not take it). */
    async lockOrdering(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${userId}`}, 0))`);
    },
    /** Conditional close 0 → 2 that also releases the held coupon; returns the row when it did close it. */
    async closeIfPending(orderId: string, reason: string): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: OrderStatus.closed, closeReason: reason, closedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.pending)))
        .returning();
      if (row) await db.update(userCoupons).set({ heldByOrderId: null }).where(eq(userCoupons.heldByOrderId, orderId));
      return row ?? null;
    },
    /** Conditional 0 → 1: only one settlement of an order can ever win. */
    async markPaid(orderId: string, p: { method: string; transactionId: string; paidAt: Date }) {
      const [row] = await db
        .update(orders)
        .set({
          status: OrderStatus.paid,
          payMethod: p.method,
          transactionId: p.transactionId,
          paidAt: p.paidAt,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.pending)))
        .returning();
      return row ?? null;
    },
    async flagRefund(orderId: string) {
      await db
        .update(orders)
        .set({ refundRequired: true, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },
    async setMembershipGrant(orderId: string, grant: MembershipGrant) {
      await db.update(orders).set({ membershipGrant: grant }).where(eq(orders.id, orderId));
    },
    /** A payment found to have bought nothing after it was recorded: it joins the money to return. */
    async setNotificationOutcome(provider: string, transactionId: string, outcome: 'refund_required') {
      await db
        .update(paymentNotifications)
        .set({ outcome })
        .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.transactionId, transactionId)));
    },
    /** Records a notification once per provider transaction; false when it was already recorded. */
    async recordNotification(row: typeof paymentNotifications.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(paymentNotifications)
        .values(row)
        .onConflictDoNothing({ target: [paymentNotifications.provider, paymentNotifications.transactionId] })
        .returning({ id: paymentNotifications.id });
      return inserted.length > 0;
    },
    async setMembership(userId: string, level: number, endTime: Date | null) {
      await db
        .update(users)
        .set({ userGrade: level, endTime, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    async unlockReport(userId: string, recordId: string, orderNo: string) {
      await db.insert(reportUnlocks).values({ userId, recordId, orderNo }).onConflictDoNothing();
    },
    async consumeCoupon(couponId: string, orderId: string) {
      const used = await db
        .update(userCoupons)
        .set({ heldByOrderId: null, usedOrderId: orderId, usedAt: sql`now()` })
        .where(
          and(eq(userCoupons.id, couponId), eq(userCoupons.heldByOrderId, orderId), isNull(userCoupons.usedOrderId)),
        )
        .returning({ id: userCoupons.id });
      return used.length > 0;
    },
    async holdCoupon(couponId: string, userId: string, orderId: string) {
      const held = await db
        .update(userCoupons)
        .set({ heldByOrderId: orderId })
        .where(
          and(
            eq(userCoupons.id, couponId),
            eq(userCoupons.userId, userId),
            isNull(userCoupons.heldByOrderId),
            isNull(userCoupons.usedOrderId),
          ),
        )
        .returning({ id: userCoupons.id });
      return held.length > 0;
    },
    async setQrCodes(orderId: string, codes: { wechatQrCode: string; alipayQrCode: string }) {
      await db
        .update(orders)
        .set({ ...codes, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },
    async notificationsOf(orderNos: string[]) {
      if (!orderNos.length) return [];
      return db.select().from(paymentNotifications).where(inArray(paymentNotifications.orderNo, orderNos));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
