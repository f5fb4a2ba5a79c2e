import { PersonalInfo } from '@/features/personal/pages';
import { AccountRightsCard } from '@/features/rights/pages';

export function PersonalInfoRoute() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PersonalInfo />
      <AccountRightsCard />
    </div>
  );
}
