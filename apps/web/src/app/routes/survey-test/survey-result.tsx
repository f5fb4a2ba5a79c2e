import { ResultPage } from '@/features/assessment/pages';

export function SurveyResultRoute() {
  return <ResultPage />;
}
