import type { InfoAnswerInput, InfoQuestion } from '@lucina/contracts';

/** One answer per question: chosen option values, or text for text questions. */
export type AnswerMap = Record<number, { values: string[]; text: string }>;

export function isAnswered(question: InfoQuestion, answers: AnswerMap): boolean {
  const a = answers[question.id];
  if (!a) return false;
  return question.type === 'text' ? a.text.trim().length > 0 : a.values.length > 0;
}

/** Index of the first required question without an answer, or -1. */
export function firstMissingRequired(questions: readonly InfoQuestion[], answers: AnswerMap): number {
  return questions.findIndex((q) => q.required && !isAnswered(q, answers));
}

/** The submit body: answered questions only, in question order. */
export function toSubmitBody(questions: readonly InfoQuestion[], answers: AnswerMap): InfoAnswerInput[] {
  return questions
    .filter((q) => isAnswered(q, answers))
    .map((q) => {
      const a = answers[q.id]!;
      return q.type === 'text' ? { questionId: q.id, text: a.text.trim() } : { questionId: q.id, values: a.values };
    });
}
