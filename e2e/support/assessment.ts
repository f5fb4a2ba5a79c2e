import { expect, type APIRequestContext } from '@playwright/test';

/** Answers per RIASEC type, 1–5; every item of a type gets its type's value. */
export type TypeAnswers = Record<'R' | 'I' | 'A' | 'S' | 'E' | 'C', number>;

/**
 * Takes and submits the 48-item test through the API as the given user; returns the record id. With `answered`, it
 * stops there: that many questions saved and the test left under way (not submitted).
 */
export async function finishTestViaApi(
  request: APIRequestContext,
  token: string,
  byType: TypeAnswers,
  answered?: number,
) {
  const headers = { authorization: token };
  const post = async (name: string, data: object) => {
    const res = await request.post(`/api/ai/aiSurveyTest/${name}`, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data;
  };
  const template = await post('surveyTemplate', { surveyId: 1 });
  const { record } = await post('getSurveyTest', { surveyId: 1 });
  const questions: { questionId: number; type: keyof TypeAnswers }[] = template.questions;
  await post('getSurveySubmit', {
    recordId: record.id,
    final: answered === undefined,
    answers: questions.slice(0, answered).map((q) => ({
      questionId: q.questionId,
      value: byType[q.type],
    })),
  });
  return record.id as string;
}
