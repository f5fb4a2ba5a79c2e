import type { SurveyRecord } from '@lucina/contracts';

export type SurveyAction =
  | { kind: 'start' }
  | { kind: 'continue'; answered: number; total: number }
  | { kind: 'report'; recordId: string }
  | { kind: 'retake' };

/** Seconds per question the estimate assumes; matches the test descriptions (48 题约 8 分钟). */
const SECONDS_PER_QUESTION = 10;

export function estimatedMinutes(questionCount: number): number {
  return Math.max(1, Math.round((questionCount * SECONDS_PER_QUESTION) / 60));
}

/**
 * What a test card offers: continue the open record, or start; view the latest submitted report
 * (from the latest record, or the history when an open record came after it); retake after one.
 */
export function surveyActions(
  latest: SurveyRecord | null,
  history: readonly Pick<SurveyRecord, 'id' | 'surveyId' | 'status'>[],
  surveyId: number,
): SurveyAction[] {
  if (latest?.status === 'submitted') return [{ kind: 'report', recordId: latest.id }, { kind: 'retake' }];
  const submitted = history.find((r) => r.surveyId === surveyId && r.status === 'submitted');
  const report: SurveyAction[] = submitted ? [{ kind: 'report', recordId: submitted.id }] : [];
  if (latest?.status === 'in_progress') {
    return [{ kind: 'continue', answered: latest.answeredCount, total: latest.questionCount }, ...report];
  }
  return [{ kind: 'start' }, ...report];
}

/** Every question answered but not yet submitted: the record waits for its submit, not for more answers. */
export const awaitsSubmit = (r: Pick<SurveyRecord, 'status' | 'answeredCount' | 'questionCount'>): boolean =>
  r.status === 'in_progress' && r.questionCount > 0 && r.answeredCount >= r.questionCount;
