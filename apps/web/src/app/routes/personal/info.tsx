import { PersonalInfo } from '@/features/personal/pages';

export function PersonalInfoRoute() {
  return <PersonalInfo />;
}
