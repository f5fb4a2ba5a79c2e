import { apiRoutes, type PayContext, type PayData } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { browserContext } from '@/lib/browser';

export interface CreateOrderInput {
  membershipPlanId: number;
  /** 2 when the plan is the caller's current plan (renewal), else 1 (SPEC §4). */
  openType: 1 | 2;
  userCouponId?: string | null;
  /** Single assessment only: the record whose full report the purchase unlocks. */
  recordId?: string | null;
  subject: string;
}

export interface CreatedOrder {
  payData: PayData;
  wechatQrCode: string;
  alipayQrCode: string;
}

/**
 * SPEC §4 "opening either pay dialog creates an order and the QR codes": openMembership then createMultiPay.
 * On a phone no QR is shown (the buyer pays in the app the phone has), so none is asked for.
 */
export async function createOrder(input: CreateOrderInput, signal?: AbortSignal): Promise<CreatedOrder> {
  const payData = await request(apiRoutes.payments.openMembership, {
    query: {
      openType: input.openType,
      membershipPlanId: input.membershipPlanId,
      userCouponId: input.userCouponId ?? undefined,
      recordId: input.recordId ?? undefined,
    },
    signal,
  });
  if (browserContext() !== 'desktop') return { payData, wechatQrCode: '', alipayQrCode: '' };
  const qr = await request(apiRoutes.payments.createMultiPay, {
    body: {
      orderNo: payData.orderNo,
      amount: payData.packageAmountYuan,
      subject: input.subject,
      membershipPlanId: input.membershipPlanId,
    },
    signal,
  });
  return { payData, ...qr };
}

/** Order status: 0 pending, 1 paid, 2 cancelled or failed. Silent on error (SPEC §7). */
export function checkOrder(orderNo: string, signal?: AbortSignal) {
  return request(apiRoutes.payments.checkOrder, { body: { orderNo }, signal });
}

/** Pays the order the way the page's context allows: a redirect, JSAPI parameters, or WeChat's authorisation. */
export function payForContext(orderNo: string, payContext: PayContext) {
  return request(apiRoutes.payments.payForContext, { body: { orderNo, payContext } });
}
