import { memo, useDeferredValue } from 'react';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { useSurveyList } from '../api/get-survey-list';
import { useTestRecords } from '../api/get-test-records';
import { IntroHero } from './intro-hero';
import { HowItWorks } from './how-it-works';
import { RecordHistory } from './record-history';
import { SurveyList } from './survey-list';
import { VisitorReportNotice } from './visitor-report-notice';
import styles from './index.module.css';

/** The intro's question count until the list arrives (and the one index.html's static hero shows). */
export const DEFAULT_QUESTION_COUNT = 48;

/** The test's front page: what it measures, the tests on offer, past records, how results are used. */
export function SurveyIndex() {
  const surveys = useSurveyList();
  const records = useTestRecords();
  const isLoggedIn = useAuthStore(authSelectors.isLoggedIn);
  // The answers render as a transition React can pause (the list's cards are most of the page), not in the one
  // long task a query's update would be: a phone's taps wait on neither.
  const list = useDeferredValue(surveys.data);
  const recordPage = useDeferredValue(records.data);
  return (
    <IndexSections
      surveys={list}
      failed={surveys.isError}
      onRetry={surveys.refetch}
      records={recordPage}
      isLoggedIn={isLoggedIn}
    />
  );
}

interface IndexSectionsProps {
  surveys: ReturnType<typeof useSurveyList>['data'];
  failed: boolean;
  onRetry: () => unknown;
  records: ReturnType<typeof useTestRecords>['data'];
  isLoggedIn: boolean;
}

const IndexSections = memo(function IndexSections({
  surveys,
  failed,
  onRetry,
  records,
  isLoggedIn,
}: IndexSectionsProps) {
  const history = records?.list ?? [];
  const finished = isLoggedIn ? undefined : history.find((r) => r.status === 'submitted');
  return (
    <div className={styles.page}>
      {finished && <VisitorReportNotice record={finished} />}
      <IntroHero questionCount={surveys?.[0]?.questionCount ?? DEFAULT_QUESTION_COUNT} />
      <SurveyList surveys={surveys} failed={failed} onRetry={onRetry} history={history} />
      {history.length > 0 && <RecordHistory records={history} total={records?.total ?? history.length} />}
      <HowItWorks />
    </div>
  );
});
