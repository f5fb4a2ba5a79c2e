import { useEffect, useRef, useState } from 'react';
import { Button, Progress, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router';
import { Pages, type SurveyAnswer } from '@lucina/contracts';
import { useAnswerAutosave } from '../hooks/use-answer-autosave';
import { useFlowKeyboard } from '../hooks/use-flow-keyboard';
import { useQuestionFlow } from '../hooks/use-question-flow';
import { useSubmitSurvey } from '../hooks/use-submit-survey';
import { assessmentText } from '../locale';
import { readLog, readSnapshot } from '../utils/progress-storage';
import { resumeFlow } from '../utils/resume';
import { FlowHeader } from './flow-header';
import { ScaleOptions, type ScaleOption } from './scale-options';
import styles from './flow.module.css';

const t = assessmentText.flow;

export interface FlowQuestion {
  questionId: number;
  text: string;
}

interface QuestionFlowProps {
  surveyId: number;
  surveyName: string;
  recordId: string;
  questions: readonly FlowQuestion[];
  scale: readonly ScaleOption[];
  serverAnswers: readonly SurveyAnswer[];
}

/** Taking the test: one question per screen, resumable, saved as the user goes. */
export function QuestionFlow({ surveyId, surveyName, recordId, questions, scale, serverAnswers }: QuestionFlowProps) {
  const [params, setParams] = useSearchParams();
  // Resume once per record: the URL's question, else the local copy, else the first gap.
  const [initial] = useState(() =>
    resumeFlow({
      recordId,
      questionIds: questions.map((q) => q.questionId),
      serverAnswers,
      snapshot: readSnapshot(),
      log: readLog(),
      requested: Number(params.get('q')) || null,
    }),
  );
  const [questionIds] = useState(() => questions.map((q) => q.questionId));
  const autosave = useAnswerAutosave(recordId, initial.unsynced);
  const { requestSubmit, confirming, submitting } = useSubmitSurvey(recordId, questions.length, autosave);
  const flow = useQuestionFlow({
    surveyId,
    recordId,
    questionIds,
    initial,
    onAnswer: autosave.queue,
    onComplete: requestSubmit,
  });
  const submitStep = flow.isLast && flow.complete;
  const next = submitStep ? () => requestSubmit(flow.answers) : flow.next;
  useFlowKeyboard({ choose: flow.choose, back: flow.back, next }, !confirming && !submitting);

  // The URL names the question on screen (refresh resumes there); focus moves to it for screen readers.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownQ = String(flow.index + 1);
  const { pathname } = useLocation();
  useEffect(() => {
    // Submitting navigates to the report, or a visitor back to the test index (no surveyId): a late run
    // here must not write q= into either URL.
    if (pathname !== Pages.surveyTest.path) return;
    titleRef.current?.focus({ preventScroll: true });
    setParams(
      (p) => {
        if (!p.has('surveyId') || p.get('q') === shownQ) return p;
        const copy = new URLSearchParams(p);
        copy.set('q', shownQ);
        return copy;
      },
      { replace: true },
    );
  }, [pathname, setParams, shownQ]);

  const question = questions[flow.index]!;
  return (
    <div className={styles.flow}>
      <FlowHeader surveyName={surveyName} status={autosave.status} />
      <div className={styles.progressRow}>
        <Progress
          percent={Math.round((flow.answeredCount / flow.total) * 100)}
          showInfo={false}
          status="normal"
          size={{ height: 8 }}
          aria-label={t.progress(flow.index + 1, flow.total)}
        />
        <span className={styles.progressText} aria-live="polite">
          {t.progress(flow.index + 1, flow.total)}
        </span>
      </div>

      <section className={styles.card} aria-labelledby="survey-question">
        <p className={styles.prompt}>{t.prompt}</p>
        <Typography.Title level={2} id="survey-question" ref={titleRef} tabIndex={-1} className={styles.question}>
          {question.text}
        </Typography.Title>
        <ScaleOptions scale={scale} value={flow.value} onChoose={flow.choose} disabled={submitting} />
      </section>

      <nav className={styles.nav} aria-label={t.progress(flow.index + 1, flow.total)}>
        <Button size="large" shape="round" icon={<ArrowLeftOutlined />} disabled={!flow.canBack} onClick={flow.back}>
          {t.back}
        </Button>
        {submitStep ? (
          <Button
            size="large"
            shape="round"
            type="primary"
            icon={<CheckOutlined />}
            loading={submitting}
            onClick={next}
          >
            {t.submit}
          </Button>
        ) : (
          <Button size="large" shape="round" disabled={!flow.canNext} onClick={next}>
            {t.next} <ArrowRightOutlined />
          </Button>
        )}
      </nav>
      <p className={styles.hint}>{t.keyboardHint}</p>
    </div>
  );
}
