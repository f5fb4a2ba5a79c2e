import { SurveyTestPage } from '@/features/assessment/components/survey-test-page';

export function SurveyTestRoute() {
  return <SurveyTestPage />;
}
