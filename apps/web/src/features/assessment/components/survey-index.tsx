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
  const history = records.data?.list ?? [];
  const finished = isLoggedIn ? undefined : history.find((r) => r.status === 'submitted');
  return (
    <div className={styles.page}>
      {finished && <VisitorReportNotice record={finished} />}
      <IntroHero questionCount={surveys.data?.[0]?.questionCount ?? DEFAULT_QUESTION_COUNT} />
      <SurveyList query={surveys} history={history} />
      {history.length > 0 && <RecordHistory records={history} total={records.data?.total ?? history.length} />}
      <HowItWorks />
    </div>
  );
}
