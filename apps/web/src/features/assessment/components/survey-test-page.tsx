import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { FullPageSpin } from '@/components/ui/full-page-spin';
import { PageContainer } from '@/components/ui/page-container';
import { SurveyIndex } from './survey-index';

// The question flow is a page of its own: the index (the first visit's screen) does not wait for its code.
const TakeSurvey = lazy(async () => ({ default: (await import('./take-survey')).TakeSurvey }));

/** /surveyTest: the intro and test list, or — with `surveyId` (and `q`) — the question flow. */
export function SurveyTestPage() {
  const [params] = useSearchParams();
  const surveyId = Number(params.get('surveyId'));
  const taking = Number.isInteger(surveyId) && surveyId > 0;
  return (
    <PageContainer wide={!taking}>
      {taking ? (
        <Suspense fallback={<FullPageSpin />}>
          <TakeSurvey surveyId={surveyId} />
        </Suspense>
      ) : (
        <SurveyIndex />
      )}
    </PageContainer>
  );
}
