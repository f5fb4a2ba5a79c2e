import type { SurveyRecord } from '@lucina/contracts';
import { PlainAlert } from '@/components/ui/plain-alert';
import { assessmentText } from '../locale';
import { ReportLinkButton } from './report-link-button';
import styles from './index.module.css';

const t = assessmentText.index;

/** A visitor who finished the test: their code, and the way to the report, which needs a login. */
export function VisitorReportNotice({ record }: { record: Pick<SurveyRecord, 'id' | 'hollandCode'> }) {
  return (
    <PlainAlert
      type="success"
      className={styles.visitorNotice}
      title={t.visitorDone(record.hollandCode)}
      description={t.visitorDoneHint}
      action={
        <ReportLinkButton recordId={record.id} variant="primary" shape="round">
          {t.logInToView}
        </ReportLinkButton>
      }
    />
  );
}
