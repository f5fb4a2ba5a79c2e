import { fenToYuan, type PayData } from '@lucina/contracts';
import type { OrderRow } from '../../db/schema/index.js';

/** payData of SPEC §3 from a stored order: yuan texts for display, fen alongside. */
export function payDataOf(o: OrderRow): PayData {
  return {
    orderNo: o.orderNo,
    packageAmountYuan: fenToYuan(o.amountFen),
    endTime: o.quotedEndTime?.toISOString() ?? null,
    upgradeDifferenceAmount: fenToYuan(o.upgradeDiffFen),
    couponReduceAmount: fenToYuan(o.couponReduceFen),
    packageAmount: o.amountFen,
    upgradeDifferenceAmountFen: o.upgradeDiffFen,
    couponReduceAmountFen: o.couponReduceFen,
    planPrice: o.planPriceFen,
    membershipPlanId: o.planId,
    openType: o.openType,
    userCouponId: o.userCouponId,
    status: o.status,
    expireTime: o.expiresAt.toISOString(),
  };
}
