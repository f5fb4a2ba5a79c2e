import { Alert, Button, Card, Flex, Progress, Skeleton, Tag, Typography } from 'antd';
import { ClockCircleOutlined, FileTextOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { SurveyRecord } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { surveyPaths } from '@/config/paths';
import type { useSurveyList } from '../api/get-survey-list';
import { assessmentText } from '../locale';
import { awaitsSubmit, estimatedMinutes, surveyActions, type SurveyAction } from '../utils/survey-actions';
import { ReportLinkButton } from './report-link-button';
import styles from './index.module.css';

const t = assessmentText.index;

interface SurveyListProps {
  /** Undefined while loading. */
  surveys: ReturnType<typeof useSurveyList>['data'];
  failed: boolean;
  onRetry: () => unknown;
  history: readonly SurveyRecord[];
}

function ActionButton({ action, surveyId, primary }: { action: SurveyAction; surveyId: number; primary: boolean }) {
  const type = primary ? 'primary' : 'default';
  switch (action.kind) {
    case 'start':
    case 'retake':
      return (
        <LinkButton to={surveyPaths.take(surveyId)} type={type} shape="round" size="large">
          {action.kind === 'start' ? t.start : t.retake}
        </LinkButton>
      );
    case 'continue':
      return (
        <LinkButton to={surveyPaths.take(surveyId)} type={type} shape="round" size="large">
          {action.answered >= action.total ? t.submitNow : t.continue(action.answered, action.total)}
        </LinkButton>
      );
    case 'report':
      return (
        <ReportLinkButton recordId={action.recordId} type={type} shape="round" size="large">
          {t.viewReport}
        </ReportLinkButton>
      );
  }
}

/** The tests on offer, each with start / continue / view report. */
export function SurveyList({ surveys, failed, onRetry, history }: SurveyListProps) {
  return (
    <section aria-labelledby="survey-list-title">
      <Typography.Title level={2} id="survey-list-title" className={styles.sectionTitle}>
        {t.listTitle}
      </Typography.Title>
      {failed ? (
        <Alert
          type="warning"
          showIcon
          title={t.loadFailed}
          action={
            <Button size="small" onClick={() => void onRetry()}>
              {t.retry}
            </Button>
          }
        />
      ) : !surveys ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <div className={styles.surveys}>
          {surveys.map((survey) => {
            const latest = survey.latestRecord;
            const actions = surveyActions(latest, history, survey.id);
            return (
              <Card key={survey.id} className={styles.survey} variant="borderless">
                <Flex vertical gap={12} className={styles.surveyBody}>
                  <Typography.Title level={3} className={styles.surveyName}>
                    {survey.name}
                  </Typography.Title>
                  <Flex gap={8} wrap>
                    <Tag variant="filled" icon={<UnorderedListOutlined />}>
                      {t.questionCount(survey.questionCount)}
                    </Tag>
                    <Tag variant="filled" icon={<ClockCircleOutlined />}>
                      {t.minutes(estimatedMinutes(survey.questionCount))}
                    </Tag>
                    {latest?.status === 'submitted' && latest.hollandCode && (
                      <Tag variant="filled" color="purple" icon={<FileTextOutlined />}>
                        {t.lastCode(latest.hollandCode)}
                      </Tag>
                    )}
                  </Flex>
                  <Typography.Paragraph className={styles.surveyDesc}>{survey.description}</Typography.Paragraph>
                  {latest?.status === 'in_progress' && (
                    <Progress
                      aria-label={t.progressLabel(survey.name)}
                      percent={Math.round((latest.answeredCount / latest.questionCount) * 100)}
                      size="small"
                      format={() =>
                        awaitsSubmit(latest)
                          ? t.awaitsSubmit
                          : t.recordProgress(latest.answeredCount, latest.questionCount)
                      }
                    />
                  )}
                  <Flex gap={12} wrap className={styles.surveyActions}>
                    {actions.map((action, i) => (
                      <ActionButton key={action.kind} action={action} surveyId={survey.id} primary={i === 0} />
                    ))}
                  </Flex>
                </Flex>
              </Card>
            );
          })}
        </div>
      )}
    </section>
  );
}
