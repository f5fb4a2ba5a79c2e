import { OccupationPage } from '@/features/assessment/pages';

export function OccupationRoute() {
  return <OccupationPage />;
}
