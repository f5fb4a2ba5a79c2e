import { API_PREFIX, PayEndpoints } from '@lucina/contracts';
import { AppError } from '../../lib/errors.js';
import type { PayMethod, PayProviders, RawNotification } from '../../providers/pay/index.js';
import { cashierPage } from './cashier-page.js';
import type { OrderService } from './order.service.js';

/**
 * Sends a notification to the real notify endpoint, through the whole HTTP pipeline (signature checks
 * included), and returns its answer: the HTTP side passes it in, so this service knows nothing of HTTP.
 */
export type NotifyPost = (path: string, n: RawNotification) => Promise<{ statusCode: number; body: string }>;

const url = (path: string) => `${API_PREFIX}${path}`;
const methodOf = (v: unknown): PayMethod => (v === 'alipay' ? 'alipay' : 'wechat');
const orderNoOf = (v: unknown) => (typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? v : '');

/**
 * The sandbox cashier page, in sandbox mode only (404 otherwise): it shows the order, its 支付 signs a
 * notification as the stand-in provider would and posts it to the notify endpoint, its 取消 closes the order.
 * Each call takes the page's fields as they came and answers with the page to show.
 */
export function createSandboxCashier({ orders, providers }: { orders: OrderService; providers: PayProviders }) {
  const sandboxOnly = () => {
    if (!providers.signer) throw AppError.notFound();
    return providers.signer;
  };
  const show = async (orderNo: string, method: PayMethod, message?: string) =>
    cashierPage({
      order: await orders.cashierOrder(orderNo),
      method,
      payPath: url(PayEndpoints.sandboxPay),
      cancelPath: url(PayEndpoints.sandboxCancel),
      ...(message ? { message } : {}),
    });

  return {
    async page(orderNoField: unknown, methodField: unknown) {
      sandboxOnly();
      return show(orderNoOf(orderNoField), methodOf(methodField));
    },
    async pay(orderNoField: unknown, methodField: unknown, post: NotifyPost) {
      const signer = sandboxOnly();
      const orderNo = orderNoOf(orderNoField);
      const method = methodOf(methodField);
      const order = await orders.cashierOrder(orderNo);
      let message = '订单不存在';
      if (order) {
        const n = signer.buildNotification(method, order);
        const res = await post(url(method === 'wechat' ? PayEndpoints.wechatNotify : PayEndpoints.alipayNotify), n);
        const ok = method === 'wechat' ? res.statusCode === 204 : res.body === 'success';
        message = ok ? '' : '支付通知未通过校验';
      }
      return show(orderNo, method, message);
    },
    async cancel(orderNoField: unknown, methodField: unknown) {
      sandboxOnly();
      const orderNo = orderNoOf(orderNoField);
      await orders.cancelFromCashier(orderNo);
      return show(orderNo, methodOf(methodField));
    },
  };
}
