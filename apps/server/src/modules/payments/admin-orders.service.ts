import {
  AdminOrderText,
  type AdminOrderDetail,
  type AdminRefundBody,
  type RefundStatus,
} from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { RefundService } from './refund.service.js';
import { adminOrdersRepository, type AdminOrderRow, type OrderFilter } from './admin-orders.repository.js';

type ListInput = OrderFilter & { page: number; pageSize: number };
type Method = 'wechat' | 'alipay';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An order row as the console lists it. */
const orderSummary = ({ id: _id, createdAt, paidAt, payMethod, refundStatus, ...row }: AdminOrderRow) => ({
  ...row,
  payMethod: payMethod as Method | null,
  refundStatus: refundStatus as RefundStatus | null,
  createTime: createdAt.toISOString(),
  paidTime: iso(paidAt),
});

/** The console's orders: filtered lists, one order with each payment and its refund, and refunds themselves. */
export function createAdminOrderService({ db, refunds }: { db: Database; refunds: RefundService }) {
  const repo = adminOrdersRepository(db);

  async function detail(orderNo: string): Promise<AdminOrderDetail> {
    const row = await repo.find(orderNo);
    if (!row) throw AppError.notFound(AdminOrderText.orderNotFound);
    const [payments, refundRows] = await Promise.all([repo.payments(orderNo), repo.refunds(row.id)]);
    const { planPriceFen, couponReduceFen, upgradeDiffFen, couponName, closeReason, closedAt, ...rest } = row;
    return {
      ...orderSummary(rest),
      planPriceFen,
      couponReduceFen,
      upgradeDiffFen,
      couponName,
      closeReason,
      closeTime: iso(closedAt),
      payments: payments.map((p) => {
        const found = refundRows.find(
          (r) => r.refund.provider === p.provider && r.refund.transactionId === p.transactionId,
        );
        const r = found?.refund;
        return {
          method: p.provider as Method,
          transactionId: p.transactionId,
          amountFen: p.amountFen,
          outcome: p.outcome as 'granted' | 'refund_required',
          source: p.source,
          createTime: p.createdAt.toISOString(),
          refund: r
            ? {
                outRefundNo: r.outRefundNo,
                status: r.status as RefundStatus,
                amountFen: r.amountFen,
                reason: r.reason,
                providerRefundId: r.providerRefundId,
                detail: r.detail,
                takenBack: r.takenBack,
                actorNickname: found.actorNickname,
                createTime: r.createdAt.toISOString(),
                completeTime: iso(r.completedAt),
              }
            : null,
        };
      }),
    };
  }

  return {
    async list({ page, pageSize, ...filter }: ListInput) {
      const { rows, total } = await repo.page(filter, page, pageSize);
      return { list: rows.map(orderSummary), total, page, pageSize };
    },
    /** An account's latest orders, for its page in the console. */
    async ofUser(userId: string) {
      return (await repo.page({ userId }, 1, 50)).rows.map(orderSummary);
    },
    detail,
    async refund(actorUserId: string, body: AdminRefundBody) {
      await refunds.refund(actorUserId, body);
      return detail(body.orderNo);
    },
    async refresh(actorUserId: string, orderNo: string) {
      await refunds.refresh(actorUserId, orderNo);
      return detail(orderNo);
    },
  };
}
