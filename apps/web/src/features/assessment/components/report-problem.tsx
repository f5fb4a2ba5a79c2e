import { Button, Result } from 'antd';
import { Pages } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { assessmentText } from '../locale';

interface ReportProblemProps {
  title: string;
  detail?: string;
  onRetry?: () => void;
}

/** In-place error of the report pages: what went wrong, retry when it may help, a way back. */
export function ReportProblem({ title, detail, onRetry }: ReportProblemProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={detail}
      extra={[
        onRetry && (
          <Button key="retry" type="primary" shape="round" onClick={onRetry}>
            {assessmentText.index.retry}
          </Button>
        ),
        <LinkButton key="back" to={Pages.surveyTest.path} shape="round">
          {assessmentText.result.backToTest}
        </LinkButton>,
      ]}
    />
  );
}
