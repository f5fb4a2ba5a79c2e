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
}
