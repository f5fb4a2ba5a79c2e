import { randomBytes } from 'node:crypto';
import { API_PREFIX, PayEndpoints, PayResultPath } from '@lucina/contracts';
import { AppError } from '../../lib/errors.js';
import type { PayMethod, PayProviders, RawNotification } from '../../providers/pay/index.js';
import { cashierPage } from './cashier-page.js';
import { jumpPage } from './jump-page.js';
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
export function createSandboxCashier({
  orders,
  providers,
  publicUrl,
}: {
  orders: OrderService;
  providers: PayProviders;
  publicUrl: string;
}) {
  const sandboxOnly = () => {
    if (!providers.signer || !providers.sandbox) throw AppError.notFound();
    return { signer: providers.signer, sandbox: providers.sandbox };
  };
  /** The app returns only to this site (WeChat checks redirect_url against the H5 domain; Alipay's is signed). */
  const returnTo = (given: unknown, orderNo: string) =>
    typeof given === 'string' && given.startsWith(`${publicUrl}/`)
      ? given
      : `${publicUrl}${PayResultPath}?orderNo=${encodeURIComponent(orderNo)}`;
  const jump = async (method: PayMethod, orderNo: string, returnUrl: string, problem?: string) =>
    jumpPage({
      order: await orders.cashierOrder(orderNo),
      method,
      returnUrl,
      payPath: url(PayEndpoints.sandboxJumpPay),
      cancelPath: url(PayEndpoints.sandboxJumpCancel),
      ...(problem ? { problem } : {}),
    });
  /**
   * Signs the method's notification as the stand-in provider and posts it; true when it was accepted. `resend`
   * sends the notification of the order's recorded payment again, as a provider retries one it thinks was lost.
   */
  const notify = async (
    signer: ReturnType<typeof sandboxOnly>['signer'],
    method: PayMethod,
    post: NotifyPost,
    orderNo: string,
    resend = false,
  ) => {
    const order = await orders.cashierOrder(orderNo);
    if (!order) return false;
    const again = resend && order.payMethod === method ? (order.transactionId ?? undefined) : undefined;
    const res = await post(
      url(method === 'wechat' ? PayEndpoints.wechatNotify : PayEndpoints.alipayNotify),
      signer.buildNotification(method, order, new Date(), again),
    );
    return method === 'wechat' ? res.statusCode === 204 : res.body === 'success';
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
    async pay(orderNoField: unknown, methodField: unknown, post: NotifyPost, resendField?: unknown) {
      const { signer } = sandboxOnly();
      const orderNo = orderNoOf(orderNoField);
      const method = methodOf(methodField);
      const order = await orders.cashierOrder(orderNo);
      let message = '订单不存在';
      if (order)
        message = (await notify(signer, method, post, orderNo, resendField === '1')) ? '' : '支付通知未通过校验';
      return show(orderNo, method, message);
    },
    async cancel(orderNoField: unknown, methodField: unknown) {
      sandboxOnly();
      const orderNo = orderNoOf(orderNoField);
      await orders.cancelFromCashier(orderNo);
      return show(orderNo, methodOf(methodField));
    },

    /** The phone cashier, opened by a WeChat H5 jump, the JSAPI stand-in or Alipay's WAP request. */
    async jumpPage(query: Record<string, string>) {
      const { sandbox } = sandboxOnly();
      const asked = sandbox.readJump(query);
      if (!asked.ok) return jump(query.method === 'wechat' ? 'wechat' : 'alipay', '', `${publicUrl}/`, asked.reason);
      const orderNo = orderNoOf(asked.orderNo);
      const returnUrl = returnTo(asked.returnUrl, orderNo);
      const order = await orders.cashierOrder(orderNo);
      // Alipay's request names its amount: the app charges what the signed request says, so it must be the order's.
      const mismatch = order && asked.amountFen !== null && asked.amountFen !== order.amountFen;
      return jump(asked.method, orderNo, returnUrl, mismatch ? '支付金额与订单不符' : undefined);
    },
    /** 确认支付: the provider's notification, then back to our page (which learns the outcome by polling). */
    async jumpPay(f: URLSearchParams, post: NotifyPost) {
      const { signer } = sandboxOnly();
      const orderNo = orderNoOf(f.get('orderNo'));
      const method = methodOf(f.get('method'));
      const returnUrl = returnTo(f.get('return'), orderNo);
      if (!(await notify(signer, method, post, orderNo))) {
        return { html: await jump(method, orderNo, returnUrl, '支付通知未通过校验') };
      }
      return { redirect: returnUrl };
    },
    /** 取消: the order closes (its coupon freed), as at the QR cashier, and the buyer goes back. */
    async jumpCancel(f: URLSearchParams) {
      sandboxOnly();
      const orderNo = orderNoOf(f.get('orderNo'));
      await orders.cancelFromCashier(orderNo);
      return { redirect: returnTo(f.get('return'), orderNo) };
    },
    /** WeChat's snsapi_base page: silent, straight back to our callback with a code (never elsewhere). */
    authorize(query: Record<string, string>) {
      sandboxOnly();
      const callback = `${publicUrl}${API_PREFIX}${PayEndpoints.wechatPayerCallback}`;
      if (query.redirect_uri !== callback || query.scope !== 'snsapi_base') return null;
      const code = `sbx${randomBytes(16).toString('hex')}`;
      return `${callback}?${new URLSearchParams({ code, state: query.state ?? '' })}`;
    },
  };
}
