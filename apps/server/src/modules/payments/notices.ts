import type { Executor } from '../../db/client.js';

/**
 * What payments tells the user through system messages. The composition root connects these to the
 * message centre, so payments does not depend on it; tests may leave them out.
 */
export interface PaymentNotices {
  /** Inside the settling transaction, so the message exists exactly when the grant does. */
  paid?: (
    tx: Executor,
    p: { userId: string; planName: string; amountFen: number; endTime: Date | null; orderNo: string; single: boolean },
  ) => Promise<void>;
  couponIssued?: (tx: Executor, p: { userId: string; couponName: string; validUntil: Date }) => Promise<void>;
  expiring?: (p: { userId: string; days: number; endTime: Date }) => Promise<void>;
  /** Inside the transaction that records the refund as succeeded and takes the entitlement back. */
  refunded?: (tx: Executor, p: RefundNotice) => Promise<void>;
}

/** What the user is told of a refund: the order, the money, and what it took back. */
export interface RefundNotice {
  userId: string;
  orderNo: string;
  outRefundNo: string;
  subject: string;
  amountFen: number;
  method: 'wechat' | 'alipay';
  /** membership: adjusted (the plan name and expiry in force now, or none); unlock: report locked; none: bought nothing. */
  effect:
    { kind: 'membership'; memberName: string | null; memberUntil: Date | null } | { kind: 'unlock' } | { kind: 'none' };
  couponReturned: boolean;
}
