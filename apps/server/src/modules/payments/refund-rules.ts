import { createHash } from 'node:crypto';
import type { MembershipGrant, MembershipSnapshot } from '../../db/schema/index.js';
import { DAY_MS } from '@lucina/contracts';
import type { Membership } from './pricing.js';

/**
 * What a refund takes back, with no I/O. Refunds are always of a whole payment.
 *
 * 1. A payment that bought nothing (it arrived for a closed order, paid an order twice, or paid a single
 *    assessment whose record was deleted meanwhile) takes nothing back.
 * 2. Membership, when nothing has changed it since the order was granted (same level and expiry as the
 *    order left them): it goes back to exactly what it was before the order. An expiry already past by
 *    then means the membership has ended; an account that was not a member is ordinary again.
 * 3. Membership, when something was added on top since (a later renewal or upgrade, days granted in the
 *    console): the order's days come off the current expiry and the level stays. If that leaves no time,
 *    the membership ends now. Orders paid before grants were recorded are treated this way too.
 * 4. Single assessment: the full report it unlocked is locked again.
 * 5. The coupon the order used comes back, usable until its original expiry.
 * 6. Never taken back: chats already used, and the invite reward the inviter got for this payment
 *    (chats can never go below zero, and the inviter did nothing wrong).
 */

/** Ours for one payment of one order: the same payment always gets the same number, ≤ 64 characters. */
export function outRefundNoOf(orderNo: string, method: string, transactionId: string): string {
  const tag = createHash('sha256').update(`${method}:${transactionId}`).digest('hex').slice(0, 8).toUpperCase();
  return `RF${orderNo}-${tag}`;
}

export const snapshotOf = (m: Membership): MembershipSnapshot => ({
  level: m.level,
  endTime: m.endTime?.toISOString() ?? null,
});
const membershipOf = (s: MembershipSnapshot): Membership => ({
  level: s.level,
  endTime: s.endTime ? new Date(s.endTime) : null,
});
const same = (a: Membership, b: MembershipSnapshot) =>
  a.level === b.level && (a.endTime?.toISOString() ?? null) === b.endTime;

/** Rules 2 and 3: the membership after refunding a membership order. `grant` null: paid before grants were kept. */
export function membershipAfterRefund(
  current: Membership,
  grant: MembershipGrant | null,
  fallbackDays: number,
  now: Date,
): Membership {
  if (grant && same(current, grant.after)) return membershipOf(grant.before);
  if (!current.endTime) return current;
  const days = grant?.days ?? fallbackDays;
  const end = current.endTime.getTime() - days * DAY_MS;
  // Ends now at the latest; an expiry already past stays where it was.
  const endTime = end > now.getTime() ? end : Math.min(current.endTime.getTime(), now.getTime());
  return { level: current.level, endTime: new Date(endTime) };
}
