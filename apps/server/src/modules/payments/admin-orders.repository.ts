import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  membershipPlans,
  orderRefunds,
  orders,
  paymentNotifications,
  userCoupons,
  users,
} from '../../db/schema/index.js';

export interface OrderFilter {
  status?: number | undefined;
  method?: string | undefined;
  planId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  refundRequired?: boolean | undefined;
  keyword?: string | undefined;
  userId?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The least finished state among the order's refunds: processing, then failed, then succeeded; null for none. */
const refundStatus = sql<string | null>`(
  select case
    when bool_or(${orderRefunds.status} = 'processing') then 'processing'
    when bool_or(${orderRefunds.status} = 'failed') then 'failed'
    else 'succeeded' end
  from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id}
  having count(*) > 0)`;

const columns = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  userNickname: users.nickname,
  planId: orders.planId,
  planName: membershipPlans.name,
  subject: orders.subject,
  amountFen: orders.amountFen,
  status: orders.status,
  payMethod: orders.payMethod,
  transactionId: orders.transactionId,
  refundRequired: orders.refundRequired,
  refundStatus,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

function where(f: OrderFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.status !== undefined) conds.push(eq(orders.status, f.status));
  if (f.method) conds.push(eq(orders.payMethod, f.method));
  if (f.planId !== undefined) conds.push(eq(orders.planId, f.planId));
  if (f.from) conds.push(gte(orders.createdAt, new Date(f.from)));
  if (f.to) conds.push(lte(orders.createdAt, new Date(f.to)));
  if (f.refundRequired !== undefined) conds.push(eq(orders.refundRequired, f.refundRequired));
  if (f.userId) conds.push(eq(orders.userId, f.userId));
  if (f.keyword) {
    const k = f.keyword;
    conds.push(
      or(eq(orders.orderNo, k), eq(orders.transactionId, k), UUID.test(k) ? eq(orders.userId, k) : undefined)!,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

/** Orders as the console sees them: every user's, with the buyer, the plan and the refund state. */
export function adminOrdersRepository(db: Executor) {
  const base = () =>
    db
      .select(columns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(membershipPlans, eq(membershipPlans.id, orders.planId));

  return {
    async page(filter: OrderFilter, page: number, size: number) {
      const w = where(filter);
      const [rows, total] = await Promise.all([
        base()
          .where(w)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(size)
          .offset((page - 1) * size),
        db.$count(orders, w),
      ]);
      return { rows, total };
    },
    async find(orderNo: string) {
      const [row] = await db
        .select({
          ...columns,
          planPriceFen: orders.planPriceFen,
          couponReduceFen: orders.couponReduceFen,
          upgradeDiffFen: orders.upgradeDiffFen,
          couponName: userCoupons.name,
          closeReason: orders.closeReason,
          closedAt: orders.closedAt,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(membershipPlans, eq(membershipPlans.id, orders.planId))
        .leftJoin(userCoupons, eq(userCoupons.id, orders.userCouponId))
        .where(eq(orders.orderNo, orderNo))
        .limit(1);
      return row ?? null;
    },
    payments: (orderNo: string) =>
      db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.orderNo, orderNo))
        .orderBy(asc(paymentNotifications.createdAt)),
    refunds: (orderId: string) =>
      db
        .select({ refund: orderRefunds, actorNickname: users.nickname })
        .from(orderRefunds)
        .leftJoin(users, eq(users.id, orderRefunds.actorUserId))
        .where(eq(orderRefunds.orderId, orderId)),
  };
}

export type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof adminOrdersRepository>['page']>>['rows'][number];
