import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export function getCoupons(userStatus: number, membershipPlanId?: number) {
  return request(apiRoutes.payments.selectLucinaUserCouponList, { query: { userStatus, membershipPlanId } });
}

export function couponsQueryOptions(userStatus: number, membershipPlanId?: number) {
  return queryOptions({
    queryKey: paymentKeys.coupons(userStatus, membershipPlanId),
    queryFn: () => getCoupons(userStatus, membershipPlanId),
    // Coupons are held and released by orders server-side; always re-read.
    staleTime: 0,
  });
}

export function useCoupons(userStatus: number, membershipPlanId?: number, enabled = true) {
  return useQuery({ ...couponsQueryOptions(userStatus, membershipPlanId), enabled });
}

/** Marks the caller's new coupons as seen, so the red dot goes away. */
export function markCouponsSeen() {
  return request(apiRoutes.payments.getMyCouponRedIsDisappear, { noMessage: true });
}

/** True while there are usable coupons the user has not looked at yet (the red dot). */
export function useHasNewCoupons() {
  return useQuery({
    queryKey: [...paymentKeys.all, 'couponRedDot'],
    queryFn: () => request(apiRoutes.payments.getMyCouponIsCheck, { noMessage: true }),
    staleTime: 0,
  });
}
