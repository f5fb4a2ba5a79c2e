import type { RiasecType } from '@lucina/contracts';
import { assessmentSeeder } from '../../src/modules/assessment/assessment.seeder.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedVisitorHeaders } from '../helpers/visitor.js';

/** The app on a fresh database with the RIASEC templates and occupations seeded. */
export async function createAssessmentApp(): Promise<TestApp> {
  const t = await createTestApp();
  await assessmentSeeder.run(t.db);
  return t;
}

let visitorSeq = 0;
/** Headers of a new visitor: a temp token in the client's format (13-digit timestamp + 5 digits). */
export function newVisitor(): Record<string, string> {
  visitorSeq += 1;
  return signedVisitorHeaders(`${Date.now()}${10000 + visitorSeq}`);
}

export function call(t: TestApp, name: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({
    method: name === 'getSurveyList' ? 'GET' : 'POST',
    url: `/api/ai/aiSurveyTest/${name}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

export interface Question {
  questionId: number;
  order: number;
  type: RiasecType;
}

export async function questionsOf(t: TestApp, headers: Record<string, string>, surveyId = 1): Promise<Question[]> {
  const res = await call(t, 'surveyTemplate', headers, { surveyId });
  if (res.statusCode !== 200) throw new Error(`surveyTemplate failed: ${res.body}`);
  return res.json().data.questions;
}

/** Every question answered with its type's value. */
export function answersFor(questions: readonly Question[], values: Record<RiasecType, number>) {
  return questions.map((q) => ({ questionId: q.questionId, value: values[q.type] }));
}

/** Starts a test and submits a complete answer set; returns the record id. */
export async function completeTest(
  t: TestApp,
  headers: Record<string, string>,
  values: Record<RiasecType, number> = { R: 1, I: 2, A: 3, S: 5, E: 4, C: 2 },
) {
  const questions = await questionsOf(t, headers);
  const start = await call(t, 'getSurveyTest', headers, { surveyId: 1 });
  const recordId: string = start.json().data.record.id;
  const res = await call(t, 'getSurveySubmit', headers, {
    recordId,
    answers: answersFor(questions, values),
    final: true,
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  return recordId;
}
