import type { SurveyRecord } from '@lucina/contracts';
import { PlainLinkButton } from '@/components/ui/plain-link-button';
import { PlainTag } from '@/components/ui/plain-tag';
import { Title } from '@/components/ui/plain-typography';
import { surveyPaths } from '@/config/paths';
import { formatTime } from '@/lib/format-date';
import { assessmentText } from '../locale';
import { awaitsSubmit } from '../utils/survey-actions';
import { ReportLinkButton } from './report-link-button';
import styles from './index.module.css';

const t = assessmentText.index;

type HistoryRecord = SurveyRecord & { surveyName: string };

/** The caller's past records, newest first, each opening its report or resuming the test. */
export function RecordHistory({ records, total }: { records: readonly HistoryRecord[]; total: number }) {
  return (
    <section aria-labelledby="survey-records-title">
      <Title level={2} id="survey-records-title" className={styles.sectionTitle}>
        {t.recordsTitle} <span className={styles.count}>{total}</span>
      </Title>
      <ul className={styles.records}>
        {records.map((record) => {
          const done = record.status === 'submitted';
          // All answered, never submitted: 「进行中 · 继续作答（48/48）」 would send the user back to nothing to do.
          const waiting = awaitsSubmit(record);
          return (
            <li key={record.id} className={styles.record}>
              <div className={styles.recordMain}>
                <strong>{record.surveyName}</strong>
                <span className={styles.recordMeta}>
                  {formatTime(record.submitTime ?? record.updateTime, 'minute')}
                </span>
              </div>
              <PlainTag color={done ? 'success' : waiting ? 'warning' : 'processing'}>
                {waiting ? t.awaitsSubmit : t.recordStatus[record.status]}
              </PlainTag>
              <span className={styles.recordDetail}>
                {done && record.hollandCode
                  ? t.recordCode(record.hollandCode)
                  : waiting
                    ? t.allAnswered(record.questionCount)
                    : t.recordProgress(record.answeredCount, record.questionCount)}
              </span>
              {done ? (
                <ReportLinkButton recordId={record.id} variant="link" className={styles.recordAction}>
                  {t.viewReport}
                </ReportLinkButton>
              ) : (
                <PlainLinkButton to={surveyPaths.take(record.surveyId)} variant="link" className={styles.recordAction}>
                  {waiting ? t.submitNow : t.continue(record.answeredCount, record.questionCount)}
                </PlainLinkButton>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
