import { Pages } from '@lucina/contracts';
import { PlainButton } from '@/components/ui/plain-button';
import { WarningIcon } from '@/components/ui/plain-icons';
import { PlainLinkButton } from '@/components/ui/plain-link-button';
import { assessmentText } from '../locale';
import styles from './report-problem.module.css';

interface ReportProblemProps {
  title: string;
  detail?: string;
  onRetry?: () => void;
}

/**
 * In-place error of the report pages: what went wrong, retry when it may help, a way back. Drawn as antd's
 * warning Result, without antd: the report shows it in place of its first screen.
 */
export function ReportProblem({ title, detail, onRetry }: ReportProblemProps) {
  return (
    <div className={styles.result}>
      <div className={styles.icon}>
        <WarningIcon />
      </div>
      <div className={styles.title}>{title}</div>
      {detail && <div className={styles.subtitle}>{detail}</div>}
      <div className={styles.extra}>
        {onRetry && (
          <PlainButton variant="primary" shape="round" onClick={onRetry}>
            {assessmentText.index.retry}
          </PlainButton>
        )}
        <PlainLinkButton to={Pages.surveyTest.path} shape="round">
          {assessmentText.result.backToTest}
        </PlainLinkButton>
      </div>
    </div>
  );
}
