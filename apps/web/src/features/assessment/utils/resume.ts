import { Assessment, type SurveyAnswer } from '@lucina/contracts';
import type { AnswerMap, CareerTestLog, CareerTestSnapshot } from './progress-storage';

export interface ResumeInput {
  recordId: string;
  /** Question ids in display order. */
  questionIds: readonly number[];
  serverAnswers: readonly SurveyAnswer[];
  snapshot: CareerTestSnapshot | null;
  log: CareerTestLog | null;
  /** One-based question number from the URL (`q`), when present. */
  requested: number | null;
}

export interface ResumeState {
  answers: AnswerMap;
  index: number;
  /** Answers the server does not have yet (lost saves): sent again right away. */
  unsynced: AnswerMap;
}

const isValidValue = (v: number) => Number.isInteger(v) && v >= Assessment.answer.min && v <= Assessment.answer.max;

/** First question without an answer; the last question when all are answered. */
export function firstUnansweredIndex(questionIds: readonly number[], answers: AnswerMap): number {
  const i = questionIds.findIndex((id) => answers[id] === undefined);
  return i === -1 ? Math.max(0, questionIds.length - 1) : i;
}

/**
 * Where to resume: server answers, overlaid by this record's local copy (newer when a save was
 * lost). The position comes from the URL, else the local copy, else the first gap — and never
 * past the first unanswered question, so no question can be skipped.
 */
export function resumeFlow({
  recordId,
  questionIds,
  serverAnswers,
  snapshot,
  log,
  requested,
}: ResumeInput): ResumeState {
  const known = new Set(questionIds);
  const server: AnswerMap = {};
  for (const a of serverAnswers) if (known.has(a.questionId) && isValidValue(a.value)) server[a.questionId] = a.value;

  const answers: AnswerMap = { ...server };
  const localSources = [
    snapshot?.recordId === recordId ? snapshot.answers : {},
    log?.recordId === recordId ? log.pending : {},
  ];
  for (const source of localSources) {
    for (const [id, v] of Object.entries(source)) {
      if (known.has(Number(id)) && isValidValue(v)) answers[Number(id)] = v;
    }
  }

  const unsynced: AnswerMap = {};
  for (const [id, v] of Object.entries(answers)) if (server[Number(id)] !== v) unsynced[Number(id)] = v;

  const gap = firstUnansweredIndex(questionIds, answers);
  const fromUrl = requested !== null && requested >= 1 && requested <= questionIds.length ? requested - 1 : null;
  const fromSnapshot = snapshot?.recordId === recordId ? snapshot.index : null;
  const wanted = fromUrl ?? fromSnapshot ?? gap;
  return { answers, index: Math.min(Math.max(0, wanted), gap), unsynced };
}
