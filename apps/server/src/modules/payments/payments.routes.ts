import type { FastifyInstance } from 'fastify';
import { API_PREFIX, paymentRoutes as api, PayEndpoints } from '@lucina/contracts';
import { registerRoute, userIdOf } from '../../http/route.js';
import { AppError } from '../../lib/errors.js';
import type { PayMethod } from '../../providers/pay/index.js';
import { cashierPage } from './cashier-page.js';

const HTML = 'text/html; charset=utf-8';
const url = (path: string) => `${API_PREFIX}${path}`;

/** The JSON calls of SPEC §7 (payments, coupons, referral, expiry). */
export async function paymentsRoutes(app: FastifyInstance) {
  const { coupons, orders, members } = app.ctx.services.payments;
  registerRoute(app, api.membershipPlanList, ({ identity }) => members.memberCenter(userIdOf(identity)));
  // A GET that opens an order: a resent copy must not open a second one (plugins/request-once.ts).
  registerRoute(app, api.openMembership, ({ identity, query }) => orders.openMembership(userIdOf(identity), query), {
    requestOnce: true,
  });
  registerRoute(app, api.selectLucinaUserCouponList, ({ identity, query }) =>
    coupons.list(userIdOf(identity), query.userStatus, query.membershipPlanId),
  );
  registerRoute(app, api.getMyCouponIsCheck, ({ identity }) => coupons.hasNew(userIdOf(identity)));
  registerRoute(app, api.getMyCouponRedIsDisappear, ({ identity }) => coupons.markSeen(userIdOf(identity)));
  registerRoute(app, api.createMultiPay, ({ identity, body }) => orders.createMultiPay(userIdOf(identity), body));
  // Both may settle an invitation, which rewards the inviter's account too.
  registerRoute(app, api.checkOrder, ({ identity, body }) => orders.checkOrder(userIdOf(identity), body.orderNo), {
    writesFor: 'anyone',
  });
  registerRoute(app, api.getInviteReward, ({ identity }) => app.ctx.services.referrals.settleFor(userIdOf(identity)), {
    writesFor: 'anyone',
  });
  registerRoute(app, api.inviteInfo, ({ identity }) => members.inviteInfo(userIdOf(identity)));
  registerRoute(app, api.membershipWillExpireInDays, ({ identity }) => members.expiryDays(userIdOf(identity)));
}

const methodOf = (v: unknown): PayMethod => (v === 'alipay' ? 'alipay' : 'wechat');
const orderNoOf = (v: unknown) => (typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? v : '');

/**
 * Provider notifications (verified on the raw body, so this scope keeps bodies as text) and the
 * sandbox cashier page, whose 支付 posts a signed notification to the same notify endpoint.
 */
export async function payNotifyRoutes(app: FastifyInstance) {
  const { orders, refunds, payProviders } = app.ctx.services.payments;
  const hidden = { schema: { hide: true }, config: { auth: 'public' as const } };
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );
  const notify = (method: PayMethod) =>
    app.post(
      url(method === 'wechat' ? PayEndpoints.wechatNotify : PayEndpoints.alipayNotify),
      hidden,
      async (req, reply) => {
        const raw = { headers: req.headers, body: typeof req.body === 'string' ? req.body : '' };
        const r = await orders.handleNotification(method, raw);
        return reply.status(r.status).type(r.type).send(r.body);
      },
    );
  notify('wechat');
  notify('alipay');
  app.post(url(PayEndpoints.wechatRefundNotify), hidden, async (req, reply) => {
    const raw = { headers: req.headers, body: typeof req.body === 'string' ? req.body : '' };
    const r = await refunds.handleNotification('wechat', raw);
    return reply.status(r.status).type(r.type).send(r.body);
  });
  // The stand-in WeChat Pay posts its refund results to the real endpoint, signature checks included.
  payProviders.sandbox?.deliverRefundNotificationsTo(async (n) => {
    await app.inject({
      method: 'POST',
      url: url(PayEndpoints.wechatRefundNotify),
      headers: n.headers as Record<string, string>,
      payload: n.body,
    });
  });

  const sandboxOnly = () => {
    if (!payProviders.signer) throw AppError.notFound();
    return payProviders.signer;
  };
  const form = (body: unknown) => new URLSearchParams(typeof body === 'string' ? body : '');
  const show = async (orderNo: string, method: PayMethod, message?: string) =>
    cashierPage({
      order: await orders.cashierOrder(orderNo),
      method,
      payPath: url(PayEndpoints.sandboxPay),
      cancelPath: url(PayEndpoints.sandboxCancel),
      ...(message ? { message } : {}),
    });

  app.get(url(PayEndpoints.sandboxCashier), hidden, async (req, reply) => {
    sandboxOnly();
    const q = req.query as Record<string, unknown>;
    const html = await show(orderNoOf(q.orderNo), methodOf(q.method));
    return reply.type(HTML).header('cache-control', 'no-store').send(html);
  });

  app.post(url(PayEndpoints.sandboxPay), hidden, async (req, reply) => {
    const signer = sandboxOnly();
    const f = form(req.body);
    const orderNo = orderNoOf(f.get('orderNo'));
    const method = methodOf(f.get('method'));
    const order = await orders.cashierOrder(orderNo);
    let message = '订单不存在';
    if (order) {
      // The real notify endpoint, through the whole HTTP pipeline: signature checks included.
      const n = signer.buildNotification(method, order);
      const res = await app.inject({
        method: 'POST',
        url: url(method === 'wechat' ? PayEndpoints.wechatNotify : PayEndpoints.alipayNotify),
        headers: n.headers as Record<string, string>,
        payload: n.body,
      });
      const ok = method === 'wechat' ? res.statusCode === 204 : res.body === 'success';
      message = ok ? '' : '支付通知未通过校验';
    }
    return reply
      .type(HTML)
      .header('cache-control', 'no-store')
      .send(await show(orderNo, method, message));
  });

  app.post(url(PayEndpoints.sandboxCancel), hidden, async (req, reply) => {
    sandboxOnly();
    const f = form(req.body);
    const orderNo = orderNoOf(f.get('orderNo'));
    await orders.cancelFromCashier(orderNo);
    return reply
      .type(HTML)
      .header('cache-control', 'no-store')
      .send(await show(orderNo, methodOf(f.get('method'))));
  });
}
