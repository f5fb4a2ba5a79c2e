import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  orderRefunds,
  orders,
  paymentNotifications,
  reportUnlocks,
  userCoupons,
  type OrderRefundRow,
} from '../../db/schema/index.js';

export function refundsRepository(db: Executor) {
  return {
    async byNo(outRefundNo: string, lock = false) {
      const q = db.select().from(orderRefunds).where(eq(orderRefunds.outRefundNo, outRefundNo)).limit(1);
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },
    ofOrder: (orderId: string) =>
      db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.createdAt)),
    async orderById(id: string, lock = false) {
      const q = db.select().from(orders).where(eq(orders.id, id)).limit(1);
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },
    async insert(row: typeof orderRefunds.$inferInsert) {
      const [created] = await db.insert(orderRefunds).values(row).returning();
      return created!;
    },
    async update(id: string, patch: Partial<Omit<OrderRefundRow, 'id' | 'outRefundNo' | 'orderId'>>) {
      await db
        .update(orderRefunds)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(orderRefunds.id, id));
    },
    /** One payment the providers reported for the order. */
    async payment(orderNo: string, transactionId: string) {
      const [row] = await db
        .select()
        .from(paymentNotifications)
        .where(and(eq(paymentNotifications.orderNo, orderNo), eq(paymentNotifications.transactionId, transactionId)))
        .limit(1);
      return row ?? null;
    },
    /** Payments of the order that bought nothing and have not been refunded yet. */
    async unrefundedExtra(orderNo: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentNotifications)
        .where(
          and(
            eq(paymentNotifications.orderNo, orderNo),
            eq(paymentNotifications.outcome, 'refund_required'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(orderRefunds)
                .where(
                  and(
                    eq(orderRefunds.provider, paymentNotifications.provider),
                    eq(orderRefunds.transactionId, paymentNotifications.transactionId),
                    eq(orderRefunds.status, 'succeeded'),
                  ),
                ),
            ),
          ),
        );
      return row?.n ?? 0;
    },
    async clearRefundFlag(orderId: string) {
      await db
        .update(orders)
        .set({ refundRequired: false, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },
    /** Locks the report the order unlocked again; the record id, or null when it unlocked none. */
    async removeUnlock(orderNo: string) {
      const rows = await db
        .delete(reportUnlocks)
        .where(eq(reportUnlocks.orderNo, orderNo))
        .returning({ recordId: reportUnlocks.recordId });
      return rows[0]?.recordId ?? null;
    },
    /** The coupon the order used becomes usable again (until its own expiry); true when there was one. */
    async returnCoupon(orderId: string) {
      const rows = await db
        .update(userCoupons)
        .set({ usedOrderId: null, usedAt: null })
        .where(eq(userCoupons.usedOrderId, orderId))
        .returning({ id: userCoupons.id });
      return rows.length > 0;
    },
  };
}
