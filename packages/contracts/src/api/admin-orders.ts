import { z } from 'zod';
import { defineRoute } from './define.js';

const BASE = '/admin/orders';

/** A refund's state: asked of the provider (awaiting its answer), money returned, or refused (may be retried). */
export const RefundStatus = { processing: 'processing', succeeded: 'succeeded', failed: 'failed' } as const;
export const refundStatusSchema = z.enum(['processing', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

export const payMethodSchema = z.enum(['wechat', 'alipay'], { message: '支付方式只能是 wechat 或 alipay' });

const isoDate = (what: string) => z.iso.datetime({ message: `${what}格式不正确`, offset: true });
const orderNo = z
  .string({ message: '请填写订单号' })
  .trim()
  .regex(/^[\w-]{1,64}$/, '订单号格式不正确');

export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, '页码从 1 开始').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
  status: z.coerce.number().int().min(0, '状态只能是 0、1、2').max(2, '状态只能是 0、1、2').optional(),
  method: payMethodSchema.optional(),
  planId: z.coerce.number().int().positive('套餐不正确').optional(),
  from: isoDate('开始时间').optional(),
  to: isoDate('结束时间').optional(),
  /** true: only orders holding money that must go back (the refund queue). */
  refundRequired: z
    .enum(['true', 'false'], { message: 'refundRequired 只能是 true 或 false' })
    .transform((v) => v === 'true')
    .optional(),
  /** An order number, or a user id. */
  keyword: z.string().trim().max(64, '关键词过长').optional(),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderSchema = z.object({
  orderNo: z.string(),
  userId: z.string(),
  userNickname: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  subject: z.string(),
  amountFen: z.number().int(),
  status: z.number().int(),
  payMethod: payMethodSchema.nullable(),
  /** The provider's transaction id of the payment that settled the order. */
  transactionId: z.string().nullable(),
  refundRequired: z.boolean(),
  /** The order's refunds summed up: none, or the least finished state among them. */
  refundStatus: refundStatusSchema.nullable(),
  createTime: z.string(),
  paidTime: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminRefundSchema = z.object({
  outRefundNo: z.string(),
  status: refundStatusSchema,
  amountFen: z.number().int(),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  /** The provider's words on a failure or an abnormal refund. */
  detail: z.string().nullable(),
  /** What the refund took back (membership before → after, the unlocked report, the coupon returned). */
  takenBack: z.unknown(),
  actorNickname: z.string().nullable(),
  createTime: z.string(),
  completeTime: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** One payment the providers reported for the order: usually one; more when it was paid twice or after closing. */
export const adminPaymentSchema = z.object({
  method: payMethodSchema,
  transactionId: z.string(),
  amountFen: z.number().int(),
  /** granted: this payment bought the order's entitlement; refund_required: it bought nothing. */
  outcome: z.enum(['granted', 'refund_required']),
  source: z.string(),
  createTime: z.string(),
  refund: adminRefundSchema.nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({
  planPriceFen: z.number().int(),
  couponReduceFen: z.number().int(),
  upgradeDiffFen: z.number().int(),
  couponName: z.string().nullable(),
  closeReason: z.string().nullable(),
  closeTime: z.string().nullable(),
  payments: z.array(adminPaymentSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminRefundBodySchema = z.object({
  orderNo,
  transactionId: z.string({ message: '请选择要退款的付款' }).trim().min(1, '请选择要退款的付款').max(64),
  reason: z.string({ message: '请填写退款原因' }).trim().min(2, '退款原因至少 2 个字').max(80, '退款原因最多 80 字'),
});
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const adminOrderRoutes = {
  orderList: defineRoute({
    method: 'GET',
    path: BASE,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '订单列表（按状态、支付方式、套餐、时间筛选；待退款队列）',
    query: adminOrderListQuerySchema,
    response: page(adminOrderSchema),
  }),
  orderDetail: defineRoute({
    method: 'GET',
    path: `${BASE}/detail`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '订单详情：每笔付款的支付渠道交易号及其退款',
    query: z.object({ orderNo }),
    response: adminOrderDetailSchema,
  }),
  orderRefund: defineRoute({
    method: 'POST',
    path: `${BASE}/refund`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '原路退回一笔付款（全额）；重复提交只退一次',
    body: adminRefundBodySchema,
    response: adminOrderDetailSchema,
  }),
  orderRefundRefresh: defineRoute({
    method: 'POST',
    path: `${BASE}/refund/refresh`,
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '向支付渠道查询处理中的退款结果',
    body: z.object({ orderNo }),
    response: adminOrderDetailSchema,
  }),
};

/** The console's words on orders and refunds. */
export const AdminOrderText = {
  orderNotFound: '订单不存在',
  paymentNotFound: '该订单没有这笔付款',
  methodUnavailable: '该支付方式未开通，无法退款',
  refundFailed: (detail: string) => `退款失败：${detail}`,
  refundUnavailable: '支付渠道暂时无法处理退款，请稍后重试（重复提交不会重复退款）',
} as const;
