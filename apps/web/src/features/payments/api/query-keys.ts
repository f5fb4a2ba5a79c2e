/** One key factory for the feature, so a payment invalidates exactly what it changes. */
export const paymentKeys = {
  all: ['payments'] as const,
  memberCenter: () => [...paymentKeys.all, 'memberCenter'] as const,
  coupons: (userStatus: number, membershipPlanId?: number) =>
    [...paymentKeys.all, 'coupons', userStatus, membershipPlanId ?? null] as const,
  inviteInfo: () => [...paymentKeys.all, 'inviteInfo'] as const,
  expiryDays: (userId: string | null) => [...paymentKeys.all, 'expiryDays', userId] as const,
  /** The order made for one opening of a pay dialog and its choices: a new one when either changes. */
  order: (input: object | null, opening: number) => [...paymentKeys.all, 'order', opening, input] as const,
};
