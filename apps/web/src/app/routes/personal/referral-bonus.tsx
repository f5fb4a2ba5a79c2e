import { ReferralBonus } from '@/features/payments/components/referral-bonus';

export function ReferralBonusRoute() {
  return <ReferralBonus />;
}
