import { CouponStatus, DAY_MS, discountLabel, type UserCoupon } from '@lucina/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { UserCouponRow } from '../../db/schema/index.js';
import { WELCOME_COUPON } from './catalogue.js';
import type { PaymentNotices } from './notices.js';
import { paymentsRepository } from './payments.repository.js';
import { couponReduceFen } from './pricing.js';
import { userCouponsRepository } from './user-coupons.repository.js';
import { cachedView, type UserViewCache } from '../users/index.js';

/** Whether the coupon's terms cover the plan: one of its plans, and the plan's price reaches its minimum spend. */
export function couponAppliesTo(
  c: Pick<UserCouponRow, 'planIds' | 'minSpendFen'>,
  plan: { id: number; priceFen: number },
) {
  return c.planIds.includes(plan.id) && plan.priceFen >= c.minSpendFen;
}

/**
 * Best first for a plan: the largest deduction on its price, then the one that ends soonest (use it before it
 * lapses). The pay dialog applies the first one by default, so this order is the "最优惠" choice.
 */
export function bestCouponsFirst<T extends Pick<UserCouponRow, 'discountPermille' | 'validUntil'>>(
  rows: T[],
  plan: { priceFen: number },
): T[] {
  return [...rows].sort(
    (a, b) =>
      couponReduceFen(plan.priceFen, b.discountPermille) - couponReduceFen(plan.priceFen, a.discountPermille) ||
      a.validUntil.getTime() - b.validUntil.getTime(),
  );
}

export function couponStatusOf(c: UserCouponRow, now: Date): number {
  if (c.usedOrderId) return CouponStatus.used;
  if (c.validUntil.getTime() <= now.getTime()) return CouponStatus.expired;
  return CouponStatus.usable;
}

export function toCouponView(c: UserCouponRow, now: Date): UserCoupon {
  const discountValue = c.discountPermille / 1000;
  return {
    id: c.id,
    couponName: c.name,
    description: c.description,
    userStatus: couponStatusOf(c, now),
    held: c.heldByOrderId !== null,
    isNew: !c.seen,
    validStartTime: c.validFrom.toISOString(),
    validEndTime: c.validUntil.toISOString(),
    membershipPlanIds: c.planIds,
    subList: [{ discountValue, discountLabel: discountLabel(discountValue) }],
    createTime: c.createdAt.toISOString(),
  };
}

/**
 * Coupons. Every account receives the welcome coupon (8折 on plans 1–4, 30 days) the first time it
 * touches coupons or orders; the unique (user, template) index makes that issue happen once.
 */
export function createCouponService({
  db,
  notices,
  views,
}: {
  db: Database;
  notices?: PaymentNotices;
  /** Keeps a user's coupon rows between the database's change notifications; without it every call reads. */
  views?: UserViewCache;
}) {
  /** Issues the welcome coupon unless the account has it; `tx` when called inside sign-up. */
  async function ensureWelcome(userId: string, tx: Executor = db) {
    const now = Date.now();
    const issued = await userCouponsRepository(tx).issueOnce({
      userId,
      templateId: WELCOME_COUPON.id,
      name: WELCOME_COUPON.name,
      description: WELCOME_COUPON.description,
      discountPermille: WELCOME_COUPON.discountPermille,
      planIds: WELCOME_COUPON.planIds,
      validFrom: new Date(now),
      validUntil: new Date(now + WELCOME_COUPON.validDays * DAY_MS),
    });
    // Only the request that actually issued it tells the user.
    for (const c of issued) await notices?.couponIssued?.(tx, { userId, couponName: c.name, validUntil: c.validUntil });
  }

  // Accounts this instance has seen holding the welcome coupon. Coupon rows are never deleted, so once there it
  // stays there: the coupon reads skip the insert (a write on every read) for them.
  const welcomed = new Set<string>();
  const coupons = userCouponsRepository(db);

  async function rowsOf(userId: string) {
    if (!welcomed.has(userId)) {
      await ensureWelcome(userId);
      if (welcomed.size >= 100_000) welcomed.clear();
      welcomed.add(userId);
    }
    // The rows, not the answer: a coupon's state depends on the time of the request.
    return cachedView(views, userId, 'coupons', () => coupons.listOf(userId));
  }

  return {
    ensureWelcome,
    /**
     * The caller's coupons in one state, optionally only those that apply to a plan; for a plan they come best
     * first (`bestCouponsFirst`).
     */
    async list(userId: string, userStatus: number, planId?: number) {
      const now = new Date();
      const plan = planId === undefined ? null : await paymentsRepository(db).plan(planId);
      if (planId !== undefined && !plan) return [];
      const rows = (await rowsOf(userId)).filter(
        (c) => couponStatusOf(c, now) === userStatus && (!plan || couponAppliesTo(c, plan)),
      );
      return (plan ? bestCouponsFirst(rows, plan) : rows).map((c) => toCouponView(c, now));
    },
    /** Red dot: the caller has usable coupons not yet looked at. */
    async hasNew(userId: string) {
      const now = new Date();
      return (await rowsOf(userId)).some((c) => !c.seen && couponStatusOf(c, now) === CouponStatus.usable);
    },
    async markSeen(userId: string) {
      await coupons.markSeen(userId);
      // A GET: the request's end does not empty the cache as a write's does (app.ts).
      views?.forget(userId);
      return true;
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
