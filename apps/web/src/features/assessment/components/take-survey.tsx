import { Button, Result } from 'antd';
import { Pages } from '@lucina/contracts';
import { FullPageSpin } from '@/components/ui/full-page-spin';
import { LinkButton } from '@/components/ui/link-button';
import { useSurveySession } from '../api/start-survey-test';
import { useSurveyTemplate } from '../api/get-survey-template';
import { assessmentText } from '../locale';
import { QuestionFlow } from './question-flow';

const t = assessmentText.flow;

/** Loads the questions and opens (or resumes) the caller's record, then hands over to the flow. */
export function TakeSurvey({ surveyId }: { surveyId: number }) {
  const template = useSurveyTemplate(surveyId);
  const session = useSurveySession(surveyId);

  if (template.isError || session.isError) {
    const error = template.error ?? session.error;
    return (
      <Result
        status="warning"
        title={t.loadFailed}
        subTitle={error?.message}
        extra={[
          <Button
            key="retry"
            type="primary"
            shape="round"
            onClick={() => void Promise.all([template.refetch(), session.refetch()])}
          >
            {assessmentText.index.retry}
          </Button>,
          <LinkButton key="back" to={Pages.surveyTest.path} shape="round">
            {assessmentText.result.backToTest}
          </LinkButton>,
        ]}
      />
    );
  }
  if (!template.data || !session.data) return <FullPageSpin tip={t.loading} />;

  const { record, answers } = session.data;
  const questions = [...template.data.questions].sort((a, b) => a.order - b.order);
  return (
    // Keyed by record: a new record (e.g. after a retake) starts a fresh flow state.
    <QuestionFlow
      key={record.id}
      surveyId={surveyId}
      surveyName={template.data.name}
      recordId={record.id}
      questions={questions}
      scale={template.data.scale}
      serverAnswers={answers}
    />
  );
}
