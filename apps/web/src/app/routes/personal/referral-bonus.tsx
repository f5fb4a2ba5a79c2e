import { ReferralBonus } from '@/features/payments/pages';

export function ReferralBonusRoute() {
  return <ReferralBonus />;
}
