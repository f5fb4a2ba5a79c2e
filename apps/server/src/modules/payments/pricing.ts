import { DAY_MS, memberLevelAt, Payments } from '@lucina/contracts';

/**
 * Price rules, in integer fen, with no I/O.
 *
 * 1. Coupon: deduction = floor(price × (1000 − permille) / 1000); a 8折 coupon (800‰) on 2990 takes 598.
 *    Rounding down keeps the deduction from exceeding the coupon's promise.
 * 2. Upgrade (buying a higher level while a membership is active): the unused part of the current
 *    membership is credited at the daily value of the current level's plan:
 *    floor(currentPlanPrice × remainingMs / currentPlanDurationMs), at most the current plan's price.
 * 3. Deductions never bring the amount below 1 fen (providers refuse 0): the coupon is applied
 *    first, the upgrade credit is cut to what is left. amount = price − coupon − upgrade ≥ 1.
 * 4. Time: renewing the active level adds the duration to the current expiry; an upgrade or a
 *    first purchase starts now (the old remainder was credited in money); buying a lower level
 *    while a higher one is active is refused.
 */

export interface PlanTerms {
  id: number;
  /** 1–4; 0 for the single assessment. */
  level: number;
  priceFen: number;
  durationDays: number;
}

export interface Membership {
  level: number;
  endTime: Date | null;
}

export type Quote =
  | {
      ok: true;
      planPriceFen: number;
      couponReduceFen: number;
      upgradeDiffFen: number;
      amountFen: number;
      /** Expiry after the purchase; null for the single assessment. */
      endTime: Date | null;
    }
  | { ok: false; reason: 'lower_level' };

export function couponReduceFen(priceFen: number, discountPermille: number): number {
  assertFen(priceFen);
  if (!Number.isInteger(discountPermille) || discountPermille < 1 || discountPermille > 999) {
    throw new RangeError(`discount must be 1–999 per mille, got ${discountPermille}`);
  }
  return Number((BigInt(priceFen) * BigInt(1000 - discountPermille)) / 1000n);
}

/** Value of the unused time of the current plan; BigInt keeps the product exact. */
export function upgradeCreditFen(current: PlanTerms, remainingMs: number): number {
  if (remainingMs <= 0 || current.durationDays <= 0) return 0;
  const periodMs = BigInt(current.durationDays) * BigInt(DAY_MS);
  const credit = (BigInt(current.priceFen) * BigInt(Math.floor(remainingMs))) / periodMs;
  return Number(credit > BigInt(current.priceFen) ? BigInt(current.priceFen) : credit);
}

/** Expiry and level after a membership purchase, as the grant applies them. */
export function afterPurchase(m: Membership, plan: PlanTerms, now: Date): Membership {
  if (plan.level === 0) return m;
  const level = memberLevelAt(m, now);
  const periodMs = plan.durationDays * DAY_MS;
  // Same level (renewal) or, when two orders race, a lower one: extend; never lower the level.
  if (level > 0 && plan.level <= level) {
    return { level, endTime: new Date(m.endTime!.getTime() + periodMs) };
  }
  return { level: plan.level, endTime: new Date(now.getTime() + periodMs) };
}

export function quote(input: {
  plan: PlanTerms;
  membership: Membership;
  /** The catalogue plan of the current active level, for the upgrade credit. */
  currentPlan: PlanTerms | null;
  couponPermille: number | null;
  now: Date;
}): Quote {
  const { plan, membership, now } = input;
  assertFen(plan.priceFen);
  const level = memberLevelAt(membership, now);
  if (plan.level > 0 && level > plan.level) return { ok: false, reason: 'lower_level' };
  const maxDeduction = Math.max(0, plan.priceFen - Payments.minPayableFen);
  const coupon = Math.min(
    input.couponPermille === null ? 0 : couponReduceFen(plan.priceFen, input.couponPermille),
    maxDeduction,
  );
  const credit =
    plan.level > level && level > 0 && input.currentPlan
      ? upgradeCreditFen(input.currentPlan, membership.endTime!.getTime() - now.getTime())
      : 0;
  const upgrade = Math.min(credit, maxDeduction - coupon);
  return {
    ok: true,
    planPriceFen: plan.priceFen,
    couponReduceFen: coupon,
    upgradeDiffFen: upgrade,
    amountFen: plan.priceFen - coupon - upgrade,
    endTime: plan.level === 0 ? null : afterPurchase(membership, plan, now).endTime,
  };
}

/** Days left (rounded up) when the membership ends within `windowDays`; 0 otherwise or when not a member. */
export function daysUntilExpiry(m: Membership, now: Date, windowDays: number = Payments.expiryWindowDays): number {
  if (memberLevelAt(m, now) === 0) return 0;
  const days = Math.ceil((m.endTime!.getTime() - now.getTime()) / DAY_MS);
  return days <= windowDays ? days : 0;
}

function assertFen(fen: number) {
  if (!Number.isSafeInteger(fen) || fen <= 0)
    throw new RangeError(`price must be a positive integer of fen, got ${fen}`);
}
