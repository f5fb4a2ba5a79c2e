import { Typography } from 'antd';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { FullPageSpin } from '@/components/ui/full-page-spin';
import { LinkButton } from '@/components/ui/link-button';
import { PageContainer } from '@/components/ui/page-container';
import { surveyPaths } from '@/config/paths';
import { shellText } from '@/config/locale';
import { useOccupationLookup } from '../hooks/use-occupation-lookup';
import { assessmentText } from '../locale';
import { DataAttribution } from './data-attribution';
import { OccupationDetail } from './occupation-detail';
import { ReportProblem } from './report-problem';
import { UnlockButton } from './unlock-button';
import styles from './occupation.module.css';

const t = assessmentText.occupation;

/** /surveyTest/occupation?code=…&recordId=…: one matched occupation as a card. */
export function OccupationPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const recordId = params.get('recordId');
  const lookup = useOccupationLookup(code, recordId);

  let body;
  if (!code || !recordId) body = <ReportProblem title={t.missing} />;
  else if (lookup.error)
    body = <ReportProblem title={t.notFound} detail={lookup.error.message} onRetry={() => void lookup.refetch()} />;
  else if (lookup.locked)
    body = (
      <div className={styles.lockedBox}>
        <LockOutlined className={styles.lockedIcon} aria-hidden="true" />
        <Typography.Paragraph>{t.lockedHint}</Typography.Paragraph>
        <UnlockButton />
      </div>
    );
  else if (lookup.notFound) body = <ReportProblem title={t.notFound} />;
  else if (lookup.loading || !lookup.occupation || !lookup.report) body = <FullPageSpin tip={shellText.loading} />;
  else
    body = (
      <OccupationDetail
        occupation={lookup.occupation}
        jobZone={lookup.jobZone}
        typeNames={Object.fromEntries(lookup.report.scores.map((s) => [s.type, s.nameZh]))}
      />
    );

  return (
    <PageContainer>
      <div className={styles.page}>
        {recordId && (
          <LinkButton
            to={surveyPaths.result(recordId)}
            type="link"
            icon={<ArrowLeftOutlined />}
            className={styles.back}
          >
            {t.backToReport}
          </LinkButton>
        )}
        {body}
        <DataAttribution />
      </div>
    </PageContainer>
  );
}
