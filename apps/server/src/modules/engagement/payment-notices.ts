import { fenToYuan } from '@lucina/contracts';
import type { PaymentNotices } from '../payments/index.js';
import type { MessageService } from './messages.service.js';

/** What payments tells the user, written to the message centre (payment inside its settling transaction). */
export function paymentNoticesTo(messages: MessageService): PaymentNotices {
  return {
    paid: async (tx, p) =>
      void (await messages.notify(
        p.userId,
        'payment',
        {
          planName: p.planName,
          amountYuan: fenToYuan(p.amountFen),
          endTime: p.endTime?.toISOString(),
          orderNo: p.orderNo,
          single: p.single,
        },
        { tx, dedupeKey: `paid:${p.orderNo}` },
      )),
    couponIssued: async (tx, p) =>
      void (await messages.notify(
        p.userId,
        'coupon',
        { couponName: p.couponName, expireTime: p.validUntil.toISOString() },
        { tx },
      )),
    // One message per refund, however many notifications confirm it.
    refunded: async (tx, p) =>
      void (await messages.notify(
        p.userId,
        'refund',
        {
          orderNo: p.orderNo,
          subject: p.subject,
          amountYuan: fenToYuan(p.amountFen),
          method: p.method,
          effect: p.effect.kind,
          memberName: p.effect.kind === 'membership' ? p.effect.memberName : null,
          memberUntil: p.effect.kind === 'membership' ? (p.effect.memberUntil?.toISOString() ?? null) : null,
          couponReturned: p.couponReturned,
        },
        { tx, dedupeKey: `refund:${p.outRefundNo}` },
      )),
    // Once per membership term: the key names the term's end.
    expiring: async (p) =>
      void (await messages.notify(
        p.userId,
        'membershipExpiring',
        { days: p.days, endTime: p.endTime.toISOString() },
        { dedupeKey: `expiring:${p.userId}:${p.endTime.toISOString()}` },
      )),
  };
}
