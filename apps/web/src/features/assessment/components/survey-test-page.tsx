import { useSearchParams } from 'react-router';
import { antdIsland } from '@/components/ui/antd-island';
import { FullPageSpin } from '@/components/ui/full-page-spin';
import { PageContainer } from '@/components/ui/page-container';
import { SurveyIndex } from './survey-index';

// The question flow is a page of its own, drawn with antd: the index (the first visit's screen, plain React) waits
// neither for its code nor for antd's.
const TakeSurvey = antdIsland(async () => (await import('./take-survey')).TakeSurvey);

/** /surveyTest: the intro and test list, or — with `surveyId` (and `q`) — the question flow. */
export function SurveyTestPage() {
  const [params] = useSearchParams();
  const surveyId = Number(params.get('surveyId'));
  const taking = Number.isInteger(surveyId) && surveyId > 0;
  return (
    <PageContainer wide={!taking}>
      {taking ? <TakeSurvey surveyId={surveyId} fallback={<FullPageSpin />} /> : <SurveyIndex />}
    </PageContainer>
  );
}
