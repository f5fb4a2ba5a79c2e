import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { SurveyIndex } from './survey-index';
import { TakeSurvey } from './take-survey';

/** /surveyTest: the intro and test list, or — with `surveyId` (and `q`) — the question flow. */
export function SurveyTestPage() {
  const [params] = useSearchParams();
  const surveyId = Number(params.get('surveyId'));
  const taking = Number.isInteger(surveyId) && surveyId > 0;
  return <PageContainer wide={!taking}>{taking ? <TakeSurvey surveyId={surveyId} /> : <SurveyIndex />}</PageContainer>;
}
