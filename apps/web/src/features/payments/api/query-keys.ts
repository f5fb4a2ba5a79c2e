/** One key factory for the feature, so a payment invalidates exactly what it changes. */
export const paymentKeys = {
  all: ['payments'] as const,
  memberCenter: () => [...paymentKeys.all, 'memberCenter'] as const,
  coupons: (userStatus: number, membershipPlanId?: number) =>
    [...paymentKeys.all, 'coupons', userStatus, membershipPlanId ?? null] as const,
  inviteInfo: () => [...paymentKeys.all, 'inviteInfo'] as const,
};
