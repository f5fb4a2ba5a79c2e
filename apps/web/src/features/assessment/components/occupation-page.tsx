import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FullPageSpin } from '@/components/ui/full-page-spin';
import { LinkButton } from '@/components/ui/link-button';
import { PageContainer } from '@/components/ui/page-container';
import { surveyPaths } from '@/config/paths';
import { shellText } from '@/config/locale';
import { ApiError } from '@/lib/api-client';
import { useOccupationDetail } from '../api/get-occupation-detail';
import { assessmentText } from '../locale';
import { DataAttribution } from './data-attribution';
import { OccupationDetail } from './occupation-detail';
import { OccupationFit } from './occupation-fit';
import { ReportProblem } from './report-problem';
import styles from './occupation.module.css';

const t = assessmentText.occupation;

/** A refusal about the request itself (unknown code, someone else's record): retrying will not help. */
const isRefusal = (error: Error) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * /surveyTest/occupation?code=…[&recordId=…]: any catalogue occupation, for anyone who may chat. The chat
 * links without a record (the fit uses the viewer's latest result); the report links with its own record.
 */
export function OccupationPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const recordId = params.get('recordId');
  const query = useOccupationDetail(code, recordId);
  const navigate = useNavigate();
  // The first page of the visit has the key 'default': there is nothing in the app to go back to.
  const cameFromApp = useLocation().key !== 'default';

  let body;
  if (!code) body = <ReportProblem title={t.missing} />;
  else if (query.error)
    body = isRefusal(query.error) ? (
      <ReportProblem title={query.error.message} />
    ) : (
      <ReportProblem title={t.loadFailed} detail={query.error.message} onRetry={() => void query.refetch()} />
    );
  else if (!query.data) body = <FullPageSpin tip={shellText.loading} />;
  else
    body = (
      <OccupationDetail occupation={query.data} fit={<OccupationFit fit={query.data.fit} fromReport={!!recordId} />} />
    );

  let back = null;
  if (recordId)
    back = (
      <LinkButton to={surveyPaths.result(recordId)} type="link" icon={<ArrowLeftOutlined />} className={styles.back}>
        {t.backToReport}
      </LinkButton>
    );
  else if (cameFromApp)
    back = (
      <Button type="link" icon={<ArrowLeftOutlined />} className={styles.back} onClick={() => void navigate(-1)}>
        {t.back}
      </Button>
    );

  return (
    <PageContainer>
      <div className={styles.page}>
        {back}
        {body}
        <DataAttribution />
      </div>
    </PageContainer>
  );
}
