import { Alert } from 'antd';
import type { SurveyRecord } from '@lucina/contracts';
import { assessmentText } from '../locale';
import { ReportLinkButton } from './report-link-button';
import styles from './index.module.css';

const t = assessmentText.index;

/** A visitor who finished the test: their code, and the way to the report, which needs a login. */
export function VisitorReportNotice({ record }: { record: Pick<SurveyRecord, 'id' | 'hollandCode'> }) {
  return (
    <Alert
      type="success"
      showIcon
      className={styles.visitorNotice}
      title={t.visitorDone(record.hollandCode)}
      description={t.visitorDoneHint}
      action={
        <ReportLinkButton recordId={record.id} type="primary" shape="round">
          {t.logInToView}
        </ReportLinkButton>
      }
    />
  );
}
