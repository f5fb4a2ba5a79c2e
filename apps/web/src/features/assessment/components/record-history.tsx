import { Tag, Typography } from 'antd';
import type { SurveyRecord } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { surveyPaths } from '@/config/paths';
import { formatTime } from '@/lib/format-date';
import { assessmentText } from '../locale';
import { ReportLinkButton } from './report-link-button';
import styles from './index.module.css';

const t = assessmentText.index;

type HistoryRecord = SurveyRecord & { surveyName: string };

/** The caller's past records, newest first, each opening its report or resuming the test. */
export function RecordHistory({ records, total }: { records: readonly HistoryRecord[]; total: number }) {
  return (
    <section aria-labelledby="survey-records-title">
      <Typography.Title level={2} id="survey-records-title" className={styles.sectionTitle}>
        {t.recordsTitle} <span className={styles.count}>{total}</span>
      </Typography.Title>
      <ul className={styles.records}>
        {records.map((record) => {
          const done = record.status === 'submitted';
          return (
            <li key={record.id} className={styles.record}>
              <div className={styles.recordMain}>
                <strong>{record.surveyName}</strong>
                <span className={styles.recordMeta}>
                  {formatTime(record.submitTime ?? record.updateTime, 'minute')}
                </span>
              </div>
              <Tag color={done ? 'success' : 'processing'} variant="filled">
                {t.recordStatus[record.status]}
              </Tag>
              <span className={styles.recordDetail}>
                {done && record.hollandCode
                  ? t.recordCode(record.hollandCode)
                  : t.recordProgress(record.answeredCount, record.questionCount)}
              </span>
              {done ? (
                <ReportLinkButton recordId={record.id} type="link" className={styles.recordAction}>
                  {t.viewReport}
                </ReportLinkButton>
              ) : (
                <LinkButton to={surveyPaths.take(record.surveyId)} type="link" className={styles.recordAction}>
                  {t.continue(record.answeredCount, record.questionCount)}
                </LinkButton>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
