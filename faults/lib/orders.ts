import { API_PREFIX, PayEndpoints, paymentRoutes } from '@lucina/contracts';
import { api, request, type Who } from './client.js';

/** Opens an order for the first timed membership plan and its QR codes, as the member payment dialog does. */
export async function openMembershipOrder(base: string, who: Who) {
  const center = await request<{ plans: Array<{ id: number; duration: number }> }>(
    base,
    'GET',
    `${API_PREFIX}${paymentRoutes.membershipPlanList.path}`,
    { who },
  );
  const plan = center.body!.data.plans.find((p) => p.duration > 0)!;
  const opened = await request<{ orderNo: string }>(
    base,
    'GET',
    `${API_PREFIX}${paymentRoutes.openMembership.path}?openType=1&membershipPlanId=${plan.id}`,
    { who },
  );
  const orderNo = opened.body!.data.orderNo;
  await api(base, paymentRoutes.createMultiPay.path, { orderNo }, who);
  return { orderNo, plan };
}

/**
 * The sandbox cashier's 支付: the instance builds the payment's signed notification and posts it to its notify
 * endpoint. With `resend`, the notification of the order's recorded payment again, as a provider retries it.
 */
export const payAtCashier = (base: string, orderNo: string, method: 'wechat' | 'alipay', resend = false) =>
  request(base, 'POST', `${API_PREFIX}${PayEndpoints.sandboxPay}`, {
    rawBody: new URLSearchParams({ orderNo, method, ...(resend ? { resend: '1' } : {}) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
