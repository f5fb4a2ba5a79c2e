import { PersonalInfo } from '@/features/personal/components/personal-info';

export function PersonalInfoRoute() {
  return <PersonalInfo />;
}
