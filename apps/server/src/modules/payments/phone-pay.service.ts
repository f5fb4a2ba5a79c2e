import type { z } from 'zod';
import {
  API_PREFIX,
  BizCode,
  PayEndpoints,
  PaymentText,
  PayResultPath,
  type PayForContext,
  type payForContextBodySchema,
  type PhonePayContext,
} from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { noMetrics, type Metrics } from '../../lib/metrics.js';
import { signToken, verifyToken } from '../../lib/signed-token.js';
import type { PayMethod, PayProviders } from '../../providers/pay/index.js';
import type { OrderService } from './order.service.js';
import { phonePayRepository } from './phone-pay.repository.js';

const PAYER_STATE = 'pay-payer';
/** Long enough to pass through WeChat's authorisation page and back. */
const PAYER_STATE_TTL_MS = 10 * 60 * 1000;

const methodOf = (context: PhonePayContext): PayMethod => (context === 'alipay_wap' ? 'alipay' : 'wechat');

/**
 * Paying by the context the page is open in (the client says which): a QR on a desktop, or from a phone a
 * redirect to the provider's cashier or WeChat's JSAPI sheet. The order, its coupon and the settling are the
 * same as for a QR: only a verified notification (or a paid query) settles; the return page only polls.
 */
export function createPhonePayService(deps: {
  db: Database;
  providers: PayProviders;
  orders: OrderService;
  publicUrl: string;
  secret: string;
  log: Logger;
  metrics?: Metrics;
}) {
  const { providers, orders, log } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const repo = phonePayRepository(deps.db);
  const resultPath = (orderNo: string, extra = '') => `${PayResultPath}?orderNo=${encodeURIComponent(orderNo)}${extra}`;
  const unavailable = (context: string) => AppError.badRequest(PaymentText.contextUnavailable(context));

  return {
    async payForContext(
      userId: string,
      body: z.output<typeof payForContextBodySchema>,
      clientIp: string,
    ): Promise<PayForContext> {
      const { payContext: context, orderNo } = body;
      if (context === 'qr') return { kind: 'qr', ...(await orders.createMultiPay(userId, { orderNo })) };
      const provider = providers.methods[methodOf(context)];
      if (!provider?.phoneContexts.includes(context)) throw unavailable(context);
      const order = await orders.payableOrder(userId, orderNo);

      let openid: string | undefined;
      if (context === 'wechat_jsapi') {
        const auth = providers.payerAuth;
        if (!auth) throw unavailable(context);
        openid = (await repo.payerOpenid(userId, auth.appId)) ?? undefined;
        if (!openid) {
          // WeChat first tells us who pays; its return (payerCallback) brings the buyer back to pay.
          const state = signToken(deps.secret, PAYER_STATE, { u: userId, o: order.orderNo }, PAYER_STATE_TTL_MS);
          const callback = `${deps.publicUrl}${API_PREFIX}${PayEndpoints.wechatPayerCallback}`;
          return { kind: 'authorize', url: auth.authorizeUrl(callback, state) };
        }
      }
      try {
        const paid = await provider.payForContext({
          context,
          orderNo: order.orderNo,
          amountFen: order.amountFen,
          subject: order.subject,
          expiresAt: order.expiresAt,
          returnUrl: `${deps.publicUrl}${resultPath(order.orderNo)}`,
          clientIp,
          ...(openid ? { openid } : {}),
        });
        // Recorded, so polling asks this provider and a closing order is closed there too.
        await repo.addPhoneContext(order.id, context);
        metrics.money.orderCreated(order.planId, methodOf(context));
        return paid;
      } catch (err) {
        log.error({ err, context, orderNo }, 'phone payment failed');
        throw new AppError(503, BizCode.UNAVAILABLE, PaymentText.providerFailed);
      }
    },

    /**
     * WeChat's snsapi_base return: the state says whose order it is (signed, short-lived), the code gives the
     * openid, which is kept. Answers the page to send the buyer to: the result page, which resumes the JSAPI
     * payment, or, when anything failed, says so there.
     */
    async payerCallback(code: unknown, state: unknown): Promise<string> {
      const checked =
        typeof state === 'string'
          ? verifyToken<{ u: string; o: string }>(deps.secret, PAYER_STATE, state)
          : ({ ok: false } as const);
      if (!checked.ok) return PayResultPath;
      const { u: userId, o: orderNo } = checked.payload;
      const auth = providers.payerAuth;
      if (!auth || typeof code !== 'string' || !code) return resultPath(orderNo, '&payer=failed');
      try {
        await repo.savePayerOpenid(userId, auth.appId, await auth.openidOf(code));
      } catch (err) {
        log.warn({ err, orderNo }, 'payer authorisation failed');
        return resultPath(orderNo, '&payer=failed');
      }
      return resultPath(orderNo, '&resume=wechat_jsapi');
    },
  };
}

export type PhonePayService = ReturnType<typeof createPhonePayService>;
