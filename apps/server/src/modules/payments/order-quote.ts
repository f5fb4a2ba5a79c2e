import { memberLevelAt, PaymentText, type openMembershipQuerySchema } from '@lucina/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { MembershipPlanRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { couponAppliesTo, couponStatusOf, type CouponService } from './coupon.service.js';
import { memberRepository } from './member.repository.js';
import { paymentsRepository } from './payments.repository.js';
import { quote, type PlanTerms } from './pricing.js';
import { userCouponsRepository } from './user-coupons.repository.js';

export const terms = (p: MembershipPlanRow): PlanTerms => ({
  id: p.id,
  level: p.membershipLevel,
  priceFen: p.priceFen,
  durationDays: p.durationDays,
});

/**
 * Checks what an openMembership call asks for (plan on sale, the caller's own usable coupon that
 * applies to it (its plans, its minimum spend on the plan's price), the caller's own record for the single assessment) and prices it; `db` is the
 * order-creating transaction, so the price rests on the membership as it is when the order is made.
 */
export async function priceOrder(
  db: Executor,
  coupons: CouponService,
  userId: string,
  q: z.output<typeof openMembershipQuerySchema>,
) {
  const repo = paymentsRepository(db);
  const plan = await repo.plan(q.membershipPlanId);
  if (!plan || !plan.isActive) throw AppError.notFound(PaymentText.planNotFound);
  const user = await repo.user(userId);
  if (!user) throw AppError.sessionInvalid();
  const single = plan.membershipLevel === 0;
  if (single && q.userCouponId) throw AppError.badRequest(PaymentText.couponNotForSingle);
  if (!single && q.recordId) throw AppError.badRequest(PaymentText.recordNotFound);
  if (single && !q.recordId) throw AppError.badRequest(PaymentText.recordRequired);
  if (q.recordId) {
    if (!(await memberRepository(db).ownsRecord(userId, q.recordId)))
      throw AppError.notFound(PaymentText.recordNotFound);
  }
  const now = new Date();
  let couponPermille: number | null = null;
  if (q.userCouponId) {
    await coupons.ensureWelcome(userId, db);
    const c = await userCouponsRepository(db).owned(userId, q.userCouponId);
    if (!c) throw AppError.notFound(PaymentText.couponNotFound);
    if (couponStatusOf(c, now) !== 0 || !couponAppliesTo(c, plan)) {
      throw AppError.badRequest(PaymentText.couponUnusable);
    }
    couponPermille = c.discountPermille;
  }
  const membership = { level: user.userGrade, endTime: user.endTime };
  const level = memberLevelAt(membership, now);
  const currentPlan = (await repo.plans()).find((p) => p.membershipLevel === level && level > 0) ?? null;
  const qt = quote({
    plan: terms(plan),
    membership,
    currentPlan: currentPlan && terms(currentPlan),
    couponPermille,
    now,
  });
  if (!qt.ok) throw AppError.badRequest(PaymentText.lowerLevel);
  return { plan, level, qt, now };
}
