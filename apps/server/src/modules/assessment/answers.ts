import { Assessment, AssessmentText, type SurveyAnswer } from '@lucina/contracts';

export interface QuestionSlot {
  id: number;
  /** 1-based position shown to the user ("第 3 题"). */
  order: number;
}

/** How many question numbers a "missing" message lists before it says 等. */
const MISSING_LISTED = 10;

const isValidValue = (v: number) => Number.isInteger(v) && v >= Assessment.answer.min && v <= Assessment.answer.max;

/** The Chinese reason a batch of answers cannot be saved, or null. Checks duplicates, foreign questions, ranges. */
export function answerBatchProblem(questions: readonly QuestionSlot[], batch: readonly SurveyAnswer[]): string | null {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const unknown = [...new Set(batch.filter((a) => !byId.has(a.questionId)).map((a) => a.questionId))];
  if (unknown.length > 0) return AssessmentText.unknownQuestions(unknown);

  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const a of batch) (seen.has(a.questionId) ? duplicates : seen).add(a.questionId);
  if (duplicates.size > 0) return AssessmentText.duplicateAnswers(ordersOf(byId, duplicates));

  const bad = batch.filter((a) => !isValidValue(a.value)).map((a) => a.questionId);
  if (bad.length > 0) return AssessmentText.outOfRange(ordersOf(byId, bad));
  return null;
}

/** The Chinese reason a final submit is incomplete (count and which numbers), or null. */
export function missingAnswersProblem(questions: readonly QuestionSlot[], answered: ReadonlyMap<number, number>) {
  const missing = questions.filter((q) => !answered.has(q.id)).map((q) => q.order);
  if (missing.length === 0) return null;
  return AssessmentText.missing(missing.length, missing.sort((a, b) => a - b).slice(0, MISSING_LISTED));
}

function ordersOf(byId: Map<number, QuestionSlot>, ids: Iterable<number>): number[] {
  return [...ids].map((id) => byId.get(id)!.order).sort((a, b) => a - b);
}
