import { expect, type APIRequestContext } from '@playwright/test';

/** Answers per RIASEC type, 1–5; every item of a type gets its type's value. */
export type TypeAnswers = Record<'R' | 'I' | 'A' | 'S' | 'E' | 'C', number>;

/** Takes and submits the 48-item test through the API as the given user; returns the record id. */
export async function finishTestViaApi(request: APIRequestContext, token: string, byType: TypeAnswers) {
  const headers = { authorization: token };
  const post = async (name: string, data: object) => {
    const res = await request.post(`/api/ai/aiSurveyTest/${name}`, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data;
  };
  const template = await post('surveyTemplate', { surveyId: 1 });
  const { record } = await post('getSurveyTest', { surveyId: 1 });
  await post('getSurveySubmit', {
    recordId: record.id,
    final: true,
    answers: template.questions.map((q: { questionId: number; type: keyof TypeAnswers }) => ({
      questionId: q.questionId,
      value: byType[q.type],
    })),
  });
  return record.id as string;
}
