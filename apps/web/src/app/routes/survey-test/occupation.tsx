import { OccupationPage } from '@/features/assessment/components/occupation-page';

export function OccupationRoute() {
  return <OccupationPage />;
}
