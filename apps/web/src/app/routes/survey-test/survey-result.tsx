import { ResultPage } from '@/features/assessment/components/result-page';

export function SurveyResultRoute() {
  return <ResultPage />;
}
