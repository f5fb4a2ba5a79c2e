import { BizCode, memberLevelAt } from '@lucina/contracts';
import { AdminOrderText, type AdminRefundBody } from '@lucina/contracts/admin';
import type { Database, Executor } from '../../db/client.js';
import type { OrderRefundRow, OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { noMetrics, type Metrics } from '../../lib/metrics.js';
import {
  NotifyRejected,
  type PayMethod,
  type PayProviders,
  type RawNotification,
  type RefundOutcome,
  type RefundRequest,
} from '../../providers/pay/index.js';
import { auditRepository } from '../audit/index.js';
import type { PaymentNotices, RefundNotice } from './notices.js';
import { paymentsRepository } from './payments.repository.js';
import { membershipAfterRefund, outRefundNoOf, snapshotOf } from './refund-rules.js';
import { refundsRepository } from './refunds.repository.js';

export type RefundCompletion = 'succeeded' | 'processing' | 'failed' | 'duplicate';

const requestOf = (order: OrderRow, refund: OrderRefundRow): RefundRequest => ({
  orderNo: order.orderNo,
  transactionId: refund.transactionId,
  outRefundNo: refund.outRefundNo,
  amountFen: refund.amountFen,
  totalFen: refund.amountFen,
  reason: refund.reason,
});

/**
 * Refunds executed from the console, through the provider that took the payment. The ask is recorded
 * first (one row per payment, its number derived from it), the provider is asked outside any
 * transaction, and its answer, a notification or a query completes the row: once, under locks, with
 * the take-back of refund-rules.ts, the user's message and the audit row in the same transaction.
 */
export function createRefundService(deps: {
  db: Database;
  providers: PayProviders;
  log: Logger;
  notices?: PaymentNotices;
  metrics?: Metrics;
}) {
  const { db, providers, log } = deps;
  const metrics = deps.metrics ?? noMetrics;

  function providerOf(method: string) {
    const p = providers.methods[method as PayMethod];
    if (!p) throw AppError.conflict(AdminOrderText.methodUnavailable);
    return p;
  }

  /** Asks the provider; an unknown answer leaves the refund processing, and asking again is safe. */
  async function ask(order: OrderRow, refund: OrderRefundRow, actorUserId: string | null) {
    let outcome: RefundOutcome;
    try {
      outcome = await providerOf(refund.provider).refund(requestOf(order, refund));
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.warn({ err, outRefundNo: refund.outRefundNo }, 'refund request failed');
      throw new AppError(503, BizCode.UNAVAILABLE, AdminOrderText.refundUnavailable);
    }
    await complete(outcome, actorUserId);
  }

  /** What the refund takes back of the order's entitlement (refund-rules.ts 2–5). */
  async function takeBack(tx: Executor, order: OrderRow) {
    const p = paymentsRepository(tx);
    const r = refundsRepository(tx);
    const plan = await p.plan(order.planId);
    if (!plan) throw new Error(`plan ${order.planId} vanished`);
    const couponReturned = order.userCouponId ? await r.returnCoupon(order.id) : false;
    if (plan.membershipLevel === 0) {
      const recordId = await r.removeUnlock(order.orderNo);
      return {
        record: { takenBack: { unlockedRecordId: recordId, couponReturned } },
        effect: { kind: 'unlock' as const },
        couponReturned,
      };
    }
    const user = await p.user(order.userId, true);
    if (!user) throw new Error('buyer vanished');
    const now = new Date();
    const before = { level: user.userGrade, endTime: user.endTime };
    const after = membershipAfterRefund(before, order.membershipGrant, plan.durationDays, now);
    await p.setMembership(order.userId, after.level, after.endTime);
    const level = memberLevelAt(after, now);
    const effect = {
      kind: 'membership' as const,
      memberName: level > 0 ? await p.planNameOfLevel(level) : null,
      memberUntil: level > 0 ? after.endTime : null,
    };
    return {
      record: { takenBack: { membership: { before: snapshotOf(before), after: snapshotOf(after) }, couponReturned } },
      effect,
      couponReturned,
    };
  }

  /** Applies a provider's word on a refund, once: a duplicate of a finished refund changes nothing. */
  async function complete(outcome: RefundOutcome, actorUserId: string | null): Promise<RefundCompletion> {
    const found = await refundsRepository(db).byNo(outcome.outRefundNo);
    if (!found) throw new NotifyRejected('unknown refund');
    const completion = await db.transaction(async (tx): Promise<RefundCompletion> => {
      const r = refundsRepository(tx);
      // The order first, as the ask takes them, so the two never deadlock.
      const order = (await r.orderById(found.orderId, true))!;
      const refund = (await r.byNo(outcome.outRefundNo, true))!;
      if (outcome.method !== refund.provider) throw new NotifyRejected('provider mismatch');
      if (outcome.amountFen !== null && outcome.amountFen !== refund.amountFen) {
        throw new NotifyRejected('amount mismatch');
      }
      if (refund.status === 'succeeded') return 'duplicate';
      const target = `order:${order.orderNo}`;
      if (outcome.state === 'processing') {
        await r.update(refund.id, { providerRefundId: outcome.refundId, detail: outcome.detail });
        return 'processing';
      }
      if (outcome.state === 'failed') {
        await r.update(refund.id, { status: 'failed', detail: outcome.detail, providerRefundId: outcome.refundId });
        await auditRepository(tx).write({
          actorUserId,
          action: 'order.refund.failed',
          target,
          before: { outRefundNo: refund.outRefundNo, status: refund.status },
          after: { status: 'failed', detail: outcome.detail },
        });
        return 'failed';
      }
      const taken = refund.kind === 'order' ? await takeBack(tx, order) : null;
      await r.update(refund.id, {
        status: 'succeeded',
        providerRefundId: outcome.refundId,
        detail: null,
        takenBack: taken?.record.takenBack ?? null,
        completedAt: new Date(),
      });
      if (order.refundRequired && (await r.unrefundedExtra(order.orderNo)) === 0) await r.clearRefundFlag(order.id);
      const notice: RefundNotice = {
        userId: order.userId,
        orderNo: order.orderNo,
        outRefundNo: refund.outRefundNo,
        subject: order.subject,
        amountFen: refund.amountFen,
        method: refund.provider as PayMethod,
        effect: taken?.effect ?? { kind: 'none' },
        couponReturned: taken?.couponReturned ?? false,
      };
      await deps.notices?.refunded?.(tx, notice);
      await auditRepository(tx).write({
        actorUserId,
        action: 'order.refund.succeeded',
        target,
        before: { outRefundNo: refund.outRefundNo, status: refund.status, refundRequired: order.refundRequired },
        after: { status: 'succeeded', refundId: outcome.refundId, takenBack: taken?.record.takenBack ?? null },
      });
      return 'succeeded';
    });
    metrics.money.refund(completion);
    return completion;
  }

  return {
    complete,
    /** Refunds one payment of an order in full; asking again (a double click, a retry) refunds once. */
    async refund(actorUserId: string, body: AdminRefundBody) {
      const ready = await db.transaction(async (tx) => {
        const order = await paymentsRepository(tx).orderByNo(body.orderNo, true);
        if (!order) throw AppError.notFound(AdminOrderText.orderNotFound);
        const r = refundsRepository(tx);
        const payment = await r.payment(order.orderNo, body.transactionId);
        if (!payment) throw AppError.notFound(AdminOrderText.paymentNotFound);
        providerOf(payment.provider);
        const outRefundNo = outRefundNoOf(order.orderNo, payment.provider, payment.transactionId);
        const existing = await r.byNo(outRefundNo, true);
        if (existing?.status === 'succeeded') return null;
        if (existing?.status === 'processing') return { order, refund: existing };
        const refund = existing
          ? { ...existing, status: 'processing', reason: body.reason, actorUserId }
          : await r.insert({
              outRefundNo,
              orderId: order.id,
              provider: payment.provider,
              transactionId: payment.transactionId,
              amountFen: payment.amountFen,
              kind: payment.outcome === 'granted' ? 'order' : 'extra',
              reason: body.reason,
              actorUserId,
            });
        if (existing)
          await r.update(existing.id, { status: 'processing', reason: body.reason, actorUserId, detail: null });
        await auditRepository(tx).write({
          actorUserId,
          action: 'order.refund',
          target: `order:${order.orderNo}`,
          before: { status: order.status, refundRequired: order.refundRequired, refund: existing?.status ?? null },
          after: {
            outRefundNo,
            method: payment.provider,
            transactionId: payment.transactionId,
            amountFen: payment.amountFen,
            kind: refund.kind,
            reason: body.reason,
          },
        });
        return { order, refund };
      });
      if (ready) await ask(ready.order, ready.refund, actorUserId);
    },
    /** Asks the providers about the order's refunds still processing (a lost notification, an unknown answer). */
    async refresh(actorUserId: string, orderNo: string) {
      const order = await paymentsRepository(db).orderByNo(orderNo);
      if (!order) throw AppError.notFound(AdminOrderText.orderNotFound);
      for (const refund of await refundsRepository(db).ofOrder(order.id)) {
        if (refund.status !== 'processing') continue;
        const found = await providerOf(refund.provider)
          .queryRefund(requestOf(order, refund))
          .catch((err: unknown) => {
            log.warn({ err, outRefundNo: refund.outRefundNo }, 'refund query failed');
            throw new AppError(503, BizCode.UNAVAILABLE, AdminOrderText.refundUnavailable);
          });
        // The provider never got the ask (the answer was lost before it arrived): ask now, same number.
        if (found) await complete(found, actorUserId);
        else await ask(order, refund, actorUserId);
      }
    },
    /** A provider's refund notification: verified like payment notifications, then completed once. */
    async handleNotification(method: PayMethod, raw: RawNotification) {
      const p = providers.methods[method];
      if (!p?.verifyRefundNotification) throw AppError.notFound();
      try {
        const outcome = await complete(p.verifyRefundNotification(raw), null);
        return { ...p.reply.ok, outcome };
      } catch (err) {
        if (!(err instanceof NotifyRejected)) throw err;
        log.warn({ method, reason: err.reason }, 'refund notification rejected');
        return { ...p.reply.fail(err.reason), outcome: 'rejected' as const };
      }
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
