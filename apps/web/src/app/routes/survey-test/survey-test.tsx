import { SurveyTestPage } from '@/features/assessment/pages';

export function SurveyTestRoute() {
  return <SurveyTestPage />;
}
