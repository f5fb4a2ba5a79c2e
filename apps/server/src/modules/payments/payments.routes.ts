import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, paymentRoutes as api, PayEndpoints } from '@lucina/contracts';
import { registerRoute, userIdOf } from '../../http/route.js';
import type { PayMethod } from '../../providers/pay/index.js';
import type { NotifyPost } from './sandbox-cashier.service.js';

const HTML = 'text/html; charset=utf-8';
const url = (path: string) => `${API_PREFIX}${path}`;

/** The JSON calls of SPEC §7 (payments, coupons, referral, expiry). */
export async function paymentsRoutes(app: FastifyInstance) {
  const { coupons, orders, members, phonePay } = app.ctx.services.payments;
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
  registerRoute(app, api.payForContext, ({ identity, body, req }) =>
    phonePay.payForContext(userIdOf(identity), body, req.ip),
  );
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

/**
 * Provider notifications (verified on the raw body, so this scope keeps bodies as text) and the
 * sandbox cashier page, whose 支付 posts a signed notification to the same notify endpoint.
 */
export async function payNotifyRoutes(app: FastifyInstance) {
  const { orders, refunds, payProviders, cashier, phonePay } = app.ctx.services.payments;
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
  // The stand-ins post to the real notify endpoints, through the whole HTTP pipeline: signature checks included.
  const post: NotifyPost = async (path, n) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: n.headers as Record<string, string>,
      payload: n.body,
    });
    return { statusCode: res.statusCode, body: res.body };
  };
  app.post(url(PayEndpoints.wechatRefundNotify), hidden, async (req, reply) => {
    const raw = { headers: req.headers, body: typeof req.body === 'string' ? req.body : '' };
    const r = await refunds.handleNotification('wechat', raw);
    return reply.status(r.status).type(r.type).send(r.body);
  });
  // The stand-in WeChat Pay posts its refund results to the real endpoint, as the cashier's 支付 does its payments.
  payProviders.sandbox?.deliverRefundNotificationsTo(
    async (n) => void (await post(url(PayEndpoints.wechatRefundNotify), n)),
  );

  const form = (body: unknown) => new URLSearchParams(typeof body === 'string' ? body : '');
  const page = (reply: FastifyReply, html: string) => reply.type(HTML).header('cache-control', 'no-store').send(html);
  app.get(url(PayEndpoints.sandboxCashier), hidden, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    return page(reply, await cashier.page(q.orderNo, q.method));
  });
  app.post(url(PayEndpoints.sandboxPay), hidden, async (req, reply) => {
    const f = form(req.body);
    return page(reply, await cashier.pay(f.get('orderNo'), f.get('method'), post, f.get('resend')));
  });
  app.post(url(PayEndpoints.sandboxCancel), hidden, async (req, reply) => {
    const f = form(req.body);
    return page(reply, await cashier.cancel(f.get('orderNo'), f.get('method')));
  });

  // JSAPI's payer: WeChat's authorisation comes back here (a page load, so the answer is a redirect).
  const strings = (q: unknown) =>
    Object.fromEntries(
      Object.entries(q as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  app.get(url(PayEndpoints.wechatPayerCallback), hidden, async (req, reply) => {
    const q = strings(req.query);
    return reply.header('cache-control', 'no-store').redirect(await phonePay.payerCallback(q.code, q.state));
  });
  app.get(url(PayEndpoints.sandboxAuthorize), hidden, async (req, reply) => {
    const to = cashier.authorize(strings(req.query));
    return to
      ? reply.redirect(to)
      : page(reply.status(400), '<!doctype html><meta charset="utf-8"><p>redirect_uri 参数错误</p>');
  });
  app.get(url(PayEndpoints.sandboxJump), hidden, async (req, reply) =>
    page(reply, await cashier.jumpPage(strings(req.query))),
  );
  const jumpAnswer = (reply: FastifyReply, r: { redirect: string } | { html: string }) =>
    'redirect' in r ? reply.redirect(r.redirect, 303) : page(reply, r.html);
  app.post(url(PayEndpoints.sandboxJumpPay), hidden, async (req, reply) =>
    jumpAnswer(reply, await cashier.jumpPay(form(req.body), post)),
  );
  app.post(url(PayEndpoints.sandboxJumpCancel), hidden, async (req, reply) =>
    jumpAnswer(reply, await cashier.jumpCancel(form(req.body))),
  );
}
