import { Alert, Typography } from 'antd';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { FullPageSpin } from '@/components/ui/full-page-spin';
import { LinkButton } from '@/components/ui/link-button';
import { PageContainer } from '@/components/ui/page-container';
import { shellText } from '@/config/locale';
import { surveyPaths } from '@/config/paths';
import { useOccupationInfos } from '../api/get-occupation-infos';
import { useResultDetail } from '../api/get-result-detail';
import { assessmentText } from '../locale';
import { majorSuggestions } from '../utils/course-suggestions';
import { DataAttribution } from './data-attribution';
import { LearningAreas } from './learning-areas';
import { MajorCards } from './major-cards';
import { ReportProblem } from './report-problem';
import { UnlockButton } from './unlock-button';
import styles from './occupation.module.css';

const t = assessmentText.course;
/** Enough matches to see which majors recur; free callers get the top 3 whatever is asked. */
const SOURCE_SIZE = 30;

/** /surveyTest/course?recordId=…: what to learn next, from the top matches' majors and the top types. */
export function CoursePage() {
  const [params] = useSearchParams();
  const recordId = params.get('recordId');
  const detail = useResultDetail(recordId);
  const infos = useOccupationInfos(
    { recordId: recordId ?? '', jobZone: null, page: 1, pageSize: SOURCE_SIZE },
    !!recordId,
  );

  let body;
  if (!recordId) body = <ReportProblem title={t.missing} />;
  else if (detail.error || infos.error) {
    const error = detail.error ?? infos.error;
    body = (
      <ReportProblem
        title={assessmentText.result.loadFailed}
        detail={error?.message}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (!detail.data || !infos.data) body = <FullPageSpin tip={shellText.loading} />;
  else {
    const report = detail.data;
    const topTypes = report.topTypes.map((type) => type.type);
    const majors = majorSuggestions(infos.data.list, topTypes);
    body = (
      <>
        <header>
          <Typography.Title level={1} className={styles.title}>
            {t.title}
          </Typography.Title>
          <p className={styles.lead}>{t.lead(report.hollandCode)}</p>
        </header>
        {infos.data.lockedCount > 0 && (
          <div className={styles.lockedHint}>
            <p>
              <LockOutlined aria-hidden="true" /> {t.lockedHint(infos.data.list.length)}
            </p>
            <UnlockButton />
          </div>
        )}
        <Typography.Title level={2} className={styles.sectionTitle}>
          {t.majorsTitle}
        </Typography.Title>
        {majors.length ? (
          <MajorCards recordId={recordId} majors={majors} jobZones={infos.data.jobZones} report={report} />
        ) : (
          <Alert type="info" showIcon title={t.empty} />
        )}
        <Typography.Title level={2} className={styles.sectionTitle}>
          {t.typesTitle}
        </Typography.Title>
        <LearningAreas types={report.topTypes} />
      </>
    );
  }

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
