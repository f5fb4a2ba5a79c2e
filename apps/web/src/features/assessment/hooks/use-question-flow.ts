import { useCallback, useEffect, useRef, useState } from 'react';
import { writeSnapshot, type AnswerMap } from '../utils/progress-storage';
import { firstUnansweredIndex, type ResumeState } from '../utils/resume';

/** Long enough to see the choice land, short enough to keep a rhythm. */
export const ADVANCE_DELAY_MS = 280;

export interface QuestionFlowOptions {
  surveyId: number;
  recordId: string;
  questionIds: readonly number[];
  initial: ResumeState;
  /** Records one answer for the server (debounced partial save). */
  onAnswer: (questionId: number, value: number) => void;
  /** Every question is answered and the user moved on from the last one. */
  onComplete: (answers: AnswerMap) => void;
}

/**
 * One question per screen: choose (then auto-advance), back, next. Every change is written to
 * the career-test value in localStorage, so a refresh resumes on the same question.
 */
export function useQuestionFlow({
  surveyId,
  recordId,
  questionIds,
  initial,
  onAnswer,
  onComplete,
}: QuestionFlowOptions) {
  const [answers, setAnswers] = useState<AnswerMap>(initial.answers);
  const [index, setIndex] = useState(initial.index);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  const total = questionIds.length;
  const questionId = questionIds[index]!;
  const answeredCount = questionIds.filter((id) => answers[id] !== undefined).length;
  const complete = answeredCount === total;

  const moveTo = useCallback(
    (next: number, current: AnswerMap) => {
      clearTimeout(advanceTimer.current);
      // Never past the first unanswered question: no question can be skipped.
      const target = Math.max(0, Math.min(next, firstUnansweredIndex(questionIds, current)));
      setIndex(target);
      writeSnapshot({ surveyId, recordId, index: target, answers: current });
    },
    [questionIds, recordId, surveyId],
  );

  const finishOrAdvance = useCallback(
    (from: number, current: AnswerMap) => {
      const allDone = questionIds.every((id) => current[id] !== undefined);
      if (from < total - 1) moveTo(from + 1, current);
      else if (allDone) onComplete(current);
      else moveTo(firstUnansweredIndex(questionIds, current), current);
    },
    [moveTo, onComplete, questionIds, total],
  );

  const choose = useCallback(
    (value: number) => {
      const next = { ...answers, [questionId]: value };
      setAnswers(next);
      writeSnapshot({ surveyId, recordId, index, answers: next });
      onAnswer(questionId, value);
      clearTimeout(advanceTimer.current);
      advanceTimer.current = setTimeout(() => finishOrAdvance(index, next), ADVANCE_DELAY_MS);
    },
    [answers, finishOrAdvance, index, onAnswer, questionId, recordId, surveyId],
  );

  const back = useCallback(() => moveTo(index - 1, answers), [answers, index, moveTo]);

  /** Next question, or the submit step on the last one; only once this question is answered. */
  const next = useCallback(() => {
    if (answers[questionId] === undefined) return;
    finishOrAdvance(index, answers);
  }, [answers, finishOrAdvance, index, questionId]);

  return {
    index,
    total,
    questionId,
    value: answers[questionId],
    answers,
    answeredCount,
    complete,
    canBack: index > 0,
    canNext: answers[questionId] !== undefined,
    isLast: index === total - 1,
    choose,
    back,
    next,
  };
}
