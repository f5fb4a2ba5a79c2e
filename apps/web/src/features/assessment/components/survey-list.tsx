import { ClockCircleOutlined, FileTextOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { SurveyRecord } from '@lucina/contracts';
import { PlainAlert } from '@/components/ui/plain-alert';
import { PlainButton } from '@/components/ui/plain-button';
import { PlainLinkButton } from '@/components/ui/plain-link-button';
import { PlainProgress } from '@/components/ui/plain-progress';
import { PlainTag } from '@/components/ui/plain-tag';
import { Paragraph, Title } from '@/components/ui/plain-typography';
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
  const variant = primary ? 'primary' : 'default';
  switch (action.kind) {
    case 'start':
    case 'retake':
      return (
        <PlainLinkButton to={surveyPaths.take(surveyId)} variant={variant} shape="round" size="large">
          {action.kind === 'start' ? t.start : t.retake}
        </PlainLinkButton>
      );
    case 'continue':
      return (
        <PlainLinkButton to={surveyPaths.take(surveyId)} variant={variant} shape="round" size="large">
          {action.answered >= action.total ? t.submitNow : t.continue(action.answered, action.total)}
        </PlainLinkButton>
      );
    case 'report':
      return (
        <ReportLinkButton recordId={action.recordId} variant={variant} shape="round" size="large">
          {t.viewReport}
        </ReportLinkButton>
      );
  }
}

/** The tests on offer, each with start / continue / view report. */
export function SurveyList({ surveys, failed, onRetry, history }: SurveyListProps) {
  return (
    <section aria-labelledby="survey-list-title">
      <Title level={2} id="survey-list-title" className={styles.sectionTitle}>
        {t.listTitle}
      </Title>
      {failed ? (
        <PlainAlert
          type="warning"
          title={t.loadFailed}
          action={
            <PlainButton variant="default" size="small" onClick={() => void onRetry()}>
              {t.retry}
            </PlainButton>
          }
        />
      ) : !surveys ? (
        // antd's active Skeleton (a title and three lines), as the list showed while it used antd.
        <div className={styles.listSkeleton} aria-hidden="true">
          {['38%', '100%', '100%', '61%'].map((width, i) => (
            <span key={i} style={{ width }} />
          ))}
        </div>
      ) : (
        <div className={styles.surveys}>
          {surveys.map((survey) => {
            const latest = survey.latestRecord;
            const actions = surveyActions(latest, history, survey.id);
            return (
              <div key={survey.id} className={styles.survey}>
                <div className={styles.surveyBody}>
                  <Title level={3} className={styles.surveyName}>
                    {survey.name}
                  </Title>
                  <div className={styles.surveyTags}>
                    <PlainTag icon={<UnorderedListOutlined />}>{t.questionCount(survey.questionCount)}</PlainTag>
                    <PlainTag icon={<ClockCircleOutlined />}>
                      {t.minutes(estimatedMinutes(survey.questionCount))}
                    </PlainTag>
                    {latest?.status === 'submitted' && latest.hollandCode && (
                      <PlainTag color="purple" icon={<FileTextOutlined />}>
                        {t.lastCode(latest.hollandCode)}
                      </PlainTag>
                    )}
                  </div>
                  <Paragraph className={styles.surveyDesc}>{survey.description}</Paragraph>
                  {latest?.status === 'in_progress' && (
                    <PlainProgress
                      aria-label={t.progressLabel(survey.name)}
                      percent={Math.round((latest.answeredCount / latest.questionCount) * 100)}
                      label={
                        awaitsSubmit(latest)
                          ? t.awaitsSubmit
                          : t.recordProgress(latest.answeredCount, latest.questionCount)
                      }
                    />
                  )}
                  <div className={styles.surveyActions}>
                    {actions.map((action, i) => (
                      <ActionButton key={action.kind} action={action} surveyId={survey.id} primary={i === 0} />
                    ))}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
