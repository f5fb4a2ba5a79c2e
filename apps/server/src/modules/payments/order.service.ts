import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  BizCode,
  chinaWallClock,
  OpenType,
  OrderStatus,
  PaymentText,
  yuanToFen,
  type PayData,
  type createMultiPayBodySchema,
  type openMembershipQuerySchema,
} from '@lucina/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { noMetrics, type Metrics } from '../../lib/metrics.js';
import type { PaymentNotices } from './notices.js';
import {
  NotifyIgnored,
  NotifyRejected,
  type PayMethod,
  type PayProviders,
  type RawNotification,
  type VerifiedPayment,
} from '../../providers/pay/index.js';
import type { CouponService } from './coupon.service.js';
import { afterPurchase } from './pricing.js';
import { payDataOf } from './order.mapper.js';
import { priceOrder, terms } from './order-quote.js';
import { snapshotOf } from './refund-rules.js';
import { paymentsRepository } from './payments.repository.js';

/** 'LC' + Beijing time to the second + 10 hex: unique, ≤ 32 characters as WeChat Pay requires. */
function newOrderNo(now: Date) {
  const stamp = chinaWallClock(now).replace(/\D/g, '').slice(0, 14);
  return `LC${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Whether the method's provider was asked for the order (a QR code, or a payment from a phone). */
export function askedAt(row: OrderRow, method: PayMethod) {
  const qr = method === 'wechat' ? row.wechatQrCode : row.alipayQrCode;
  return Boolean(qr) || row.phoneContexts.some((c) => c.startsWith(`${method}_`));
}

/** Refusals about an order carry its status, so a polling client can act on the error data. */
const orderError = (status: number, msg: string) => AppError.conflict(msg, { status });

export type SettleOutcome = 'granted' | 'duplicate' | 'refund_required';

export function createOrderService(deps: {
  db: Database;
  providers: PayProviders;
  coupons: CouponService;
  orderTimeoutMs: number;
  log: Logger;
  notices?: PaymentNotices;
  metrics?: Metrics;
}) {
  const { db, providers, coupons, log } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const repo = paymentsRepository(db);
  const methods = () => Object.values(providers.methods);

  /** Closes orders (0 → 2, coupon released) and then tells the providers, best effort. */
  async function closeOrders(rows: OrderRow[], reason: string, tx: Executor = db) {
    const closed: OrderRow[] = [];
    for (const row of rows) {
      const done = await paymentsRepository(tx).closeIfPending(row.id, reason);
      if (done) closed.push(done);
    }
    return closed;
  }
  function closeAtProviders(rows: OrderRow[]) {
    for (const row of rows) {
      for (const p of methods()) {
        if (!askedAt(row, p.method)) continue;
        p.close(row.orderNo).catch((err: unknown) => log.warn({ err, orderNo: row.orderNo }, 'provider close failed'));
      }
    }
  }
  /** Lazy timeout: the caller's pending orders past their expiry close now. */
  async function closeExpired(userId: string) {
    const closed = await closeOrders(await repo.pendingOrders(userId, new Date()), 'timeout');
    closeAtProviders(closed);
  }

  async function ownOrder(userId: string, orderNo: string) {
    const order = await repo.orderByNo(orderNo);
    if (!order || order.userId !== userId) {
      throw new AppError(404, BizCode.NOT_FOUND, PaymentText.orderNotFound, { status: OrderStatus.closed });
    }
    return order;
  }

  /** The caller's order, still pending and within its time (expired ones close first), or a refusal. */
  async function payableOrder(userId: string, orderNo: string) {
    await closeExpired(userId);
    const order = await ownOrder(userId, orderNo);
    if (order.status === OrderStatus.paid) throw orderError(order.status, PaymentText.orderPaid);
    if (order.status === OrderStatus.closed) throw orderError(order.status, PaymentText.orderClosed);
    return order;
  }

  /** Grants what the order bought, inside the settling transaction. */
  async function grant(tx: Executor, order: OrderRow, payment: VerifiedPayment) {
    const r = paymentsRepository(tx);
    const plan = await r.plan(order.planId);
    if (!plan) throw new Error(`plan ${order.planId} vanished`);
    let endTime: Date | null = null;
    if (plan.membershipLevel > 0) {
      const user = await r.user(order.userId, true);
      if (!user) throw new Error('buyer vanished');
      const before = { level: user.userGrade, endTime: user.endTime };
      const next = afterPurchase(before, terms(plan), new Date());
      await r.setMembership(order.userId, next.level, next.endTime!);
      // Kept so a refund can put the membership back as it was (refund-rules.ts).
      await r.setMembershipGrant(order.id, {
        before: snapshotOf(before),
        after: snapshotOf(next),
        days: plan.durationDays,
      });
      endTime = next.endTime;
    } else if (order.recordId) {
      await r.unlockReport(order.userId, order.recordId, order.orderNo);
    } else {
      // Its record was deleted while the order waited: there is nothing left to unlock.
      log.warn({ orderNo: order.orderNo }, 'single assessment paid for a deleted record: refund required');
      await r.flagRefund(order.id);
      await r.setNotificationOutcome(payment.method, payment.transactionId, 'refund_required');
    }
    if (order.userCouponId && !(await r.consumeCoupon(order.userCouponId, order.id))) {
      throw new Error(`coupon ${order.userCouponId} was not held by order ${order.orderNo}`);
    }
    await deps.notices?.paid?.(tx, {
      userId: order.userId,
      planName: plan.name,
      amountFen: order.amountFen,
      endTime,
      orderNo: order.orderNo,
      single: plan.membershipLevel === 0,
    });
  }

  /**
   * One verified payment, atomically: the order row is locked, the amount checked, the notification
   * recorded once per transaction id, then 0 → 1 and the grant, or a refund flag for a closed order.
   */
  async function settle(payment: VerifiedPayment, source: 'notify' | 'query'): Promise<SettleOutcome> {
    let planId = 0;
    const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
      const r = paymentsRepository(tx);
      const order = await r.orderByNo(payment.orderNo, true);
      if (!order) throw new NotifyRejected('unknown order');
      if (order.amountFen !== payment.amountFen) throw new NotifyRejected('amount mismatch');
      const outcome = order.status === OrderStatus.pending ? 'granted' : 'refund_required';
      const fresh = await r.recordNotification({
        provider: payment.method,
        transactionId: payment.transactionId,
        orderNo: order.orderNo,
        amountFen: payment.amountFen,
        outcome,
        source,
        payload: payment.payload as object,
      });
      if (!fresh) return 'duplicate';
      if (outcome === 'granted' && (await r.markPaid(order.id, payment))) {
        await grant(tx, order, payment);
        planId = order.planId;
        return 'granted';
      }
      // Paid after it closed, or paid twice: keep the money on record for a refund, grant nothing.
      await r.flagRefund(order.id);
      log.warn(
        { orderNo: order.orderNo, method: payment.method },
        'payment for a closed or paid order: refund required',
      );
      return 'refund_required';
    });
    // Counted once committed: a transaction that rolls back paid nothing.
    if (outcome === 'granted') metrics.money.orderPaid(planId, payment.method);
    return outcome;
  }

  return {
    settle,
    closeExpired,
    async openMembership(userId: string, q: z.output<typeof openMembershipQuerySchema>): Promise<PayData> {
      await closeExpired(userId);
      const { order, superseded } = await db.transaction(async (tx) => {
        const r = paymentsRepository(tx);
        // Locks in the order settlement takes them (orders, then the user), so the two never deadlock:
        // a payment that lands meanwhile is committed before the price below reads the membership.
        await r.lockOrdering(userId);
        const pending = await r.pendingOrders(userId, undefined, true);
        if (!(await r.user(userId, true))) throw AppError.sessionInvalid();
        const { plan, level, qt, now } = await priceOrder(tx, coupons, userId, q);
        const single = plan.membershipLevel === 0;
        const openType = !single && plan.membershipLevel === level ? OpenType.current : OpenType.purchase;
        // The client's openType must agree with the membership the server sees (e.g. a page open since it expired).
        if (q.openType !== openType) {
          throw new AppError(409, BizCode.OPEN_TYPE_MISMATCH, PaymentText.openTypeMismatch(openType), { openType });
        }
        const same = pending.find(
          (o) =>
            o.planId === plan.id &&
            o.userCouponId === (q.userCouponId ?? null) &&
            o.recordId === (q.recordId ?? null) &&
            o.amountFen === qt.amountFen &&
            o.upgradeDiffFen === qt.upgradeDiffFen &&
            // A reopened dialog gets the same order (and QR) while it has most of its time left.
            o.expiresAt.getTime() - now.getTime() > deps.orderTimeoutMs / 2,
        );
        if (same) return { order: same, superseded: [] };
        // Anything else supersedes the caller's pending order (a coupon toggle re-creates the order).
        const superseded = await closeOrders(pending, 'superseded', tx);
        const order = await r.insertOrder({
          orderNo: newOrderNo(now),
          userId,
          planId: plan.id,
          openType,
          subject: single ? plan.name : `${plan.name}（${plan.durationDays}天）`,
          planPriceFen: qt.planPriceFen,
          couponReduceFen: qt.couponReduceFen,
          upgradeDiffFen: qt.upgradeDiffFen,
          amountFen: qt.amountFen,
          userCouponId: q.userCouponId,
          recordId: q.recordId,
          quotedEndTime: qt.endTime,
          expiresAt: new Date(now.getTime() + deps.orderTimeoutMs),
        });
        if (q.userCouponId && !(await r.holdCoupon(q.userCouponId, userId, order.id))) {
          throw AppError.conflict(PaymentText.couponUnusable);
        }
        return { order, superseded };
      });
      closeAtProviders(superseded);
      return payDataOf(order);
    },

    payableOrder,
    async createMultiPay(userId: string, body: z.output<typeof createMultiPayBodySchema>) {
      const order = await payableOrder(userId, body.orderNo);
      if (body.amount !== undefined && yuanToFen(body.amount) !== order.amountFen) {
        throw AppError.badRequest(PaymentText.amountMismatch);
      }
      if (body.membershipPlanId !== undefined && body.membershipPlanId !== order.planId) {
        throw AppError.badRequest(PaymentText.planMismatch);
      }
      if (order.wechatQrCode !== null || order.alipayQrCode !== null) {
        return { wechatQrCode: order.wechatQrCode ?? '', alipayQrCode: order.alipayQrCode ?? '' };
      }
      const input = {
        orderNo: order.orderNo,
        amountFen: order.amountFen,
        subject: order.subject,
        expiresAt: order.expiresAt,
      };
      const codeOf = async (method: PayMethod) => {
        const p = providers.methods[method];
        if (!p) return '';
        try {
          return await p.createQr(input);
        } catch (err) {
          log.error({ err, method, orderNo: order.orderNo }, 'create payment QR failed');
          return '';
        }
      };
      const codes = { wechatQrCode: await codeOf('wechat'), alipayQrCode: await codeOf('alipay') };
      if (codes.wechatQrCode) metrics.money.orderCreated(order.planId, 'wechat');
      if (codes.alipayQrCode) metrics.money.orderCreated(order.planId, 'alipay');
      if (!codes.wechatQrCode && !codes.alipayQrCode)
        throw new AppError(503, BizCode.UNAVAILABLE, PaymentText.providerFailed);
      await repo.setQrCodes(order.id, codes);
      return codes;
    },

    /** Status for polling; a pending order asks the providers, then closes if it has expired. */
    async checkOrder(userId: string, orderNo: string) {
      let order = await ownOrder(userId, orderNo);
      if (order.status !== OrderStatus.pending) return { status: order.status };
      for (const p of methods()) {
        if (!askedAt(order, p.method)) continue;
        try {
          const r = await p.query(order.orderNo);
          if (r.state === 'paid') await settle(r.payment, 'query');
        } catch (err) {
          log.warn({ err, method: p.method, orderNo }, 'order query failed');
        }
      }
      order = (await repo.orderByNo(orderNo))!;
      if (order.status === OrderStatus.pending && order.expiresAt.getTime() <= Date.now()) {
        closeAtProviders(await closeOrders([order], 'timeout'));
        order = (await repo.orderByNo(orderNo))!;
      }
      return { status: order.status };
    },

    /** A provider's notification: verified by that provider's code, then settled. Returns the reply to send. */
    async handleNotification(method: PayMethod, raw: RawNotification) {
      const p = providers.methods[method];
      if (!p) throw AppError.notFound();
      try {
        const outcome = await settle(p.verifyNotification(raw), 'notify');
        metrics.money.notification(method, outcome === 'granted' ? 'accepted' : outcome);
        return { ...p.reply.ok, outcome };
      } catch (err) {
        if (err instanceof NotifyIgnored) {
          metrics.money.notification(method, 'ignored');
          return { ...p.reply.ok, outcome: 'ignored' as const };
        }
        if (!(err instanceof NotifyRejected)) throw err;
        metrics.money.notification(method, 'refused');
        log.warn({ method, reason: err.reason }, 'payment notification rejected');
        return { ...p.reply.fail(err.reason), outcome: 'rejected' as const };
      }
    },

    /** Sandbox cashier: the order as the page shows it (expired orders close first). */
    async cashierOrder(orderNo: string) {
      let order = await repo.orderByNo(orderNo);
      if (!order) return null;
      if (order.status === OrderStatus.pending && order.expiresAt.getTime() <= Date.now()) {
        await closeOrders([order], 'timeout');
        order = (await repo.orderByNo(orderNo))!;
      }
      return order;
    },
    /** Sandbox cashier's 取消: closes the order (status 2) and releases its coupon. */
    async cancelFromCashier(orderNo: string) {
      const order = await repo.orderByNo(orderNo);
      if (order) await closeOrders([order], 'cancelled');
    },
    payDataOf,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
