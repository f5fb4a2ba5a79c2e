import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyRecords, users } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import {
  answersFor,
  call,
  completeTest,
  createAssessmentApp,
  newVisitor,
  questionsOf,
  type Question,
} from './helpers.js';

describe('taking the assessment', () => {
  let t: TestApp;
  let questions: Question[];
  beforeAll(async () => {
    t = await createAssessmentApp();
    questions = await questionsOf(t, newVisitor());
  });
  afterAll(() => t.close());

  it('lists the active templates with question counts and no record for a new caller', async () => {
    const res = await call(t, 'getSurveyList', newVisitor());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: 1, code: 'riasec-48', questionCount: 48, latestRecord: null }),
      expect.objectContaining({ id: 2, code: 'riasec-72', questionCount: 72, latestRecord: null }),
    ]);
  });

  it('serves the template with the 5-point scale and interleaved questions', async () => {
    const res = await call(t, 'surveyTemplate', newVisitor(), { surveyId: 1 });
    const data = res.json().data;
    expect(data.scale.map((s: { value: number }) => s.value)).toEqual([1, 2, 3, 4, 5]);
    expect(data.scale[4].label).toBe('非常喜欢');
    expect(data.questions).toHaveLength(48);
    expect(data.questions.slice(0, 7).map((q: Question) => q.type)).toEqual(['R', 'I', 'A', 'S', 'E', 'C', 'R']);
    expect(data.questions[0]).toMatchObject({ questionId: 1001, order: 1, itemId: 'R1' });
  });

  it('answers an unknown template with 404', async () => {
    const res = await call(t, 'getSurveyTest', newVisitor(), { surveyId: 99 });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('测评不存在或已下线');
  });

  it('a visitor starts, saves part, resumes with the saved answers, and is refused incomplete or invalid submits', async () => {
    const visitor = newVisitor();
    const start = await call(t, 'getSurveyTest', visitor, { surveyId: 1 });
    expect(start.statusCode).toBe(200);
    const { record, answers } = start.json().data;
    expect(record).toMatchObject({
      status: 'in_progress',
      userId: null,
      yn: 1,
      isTest: 0,
      answeredCount: 0,
      questionCount: 48,
    });
    expect(answers).toEqual([]);

    const first = answersFor(questions, { R: 2, I: 3, A: 4, S: 5, E: 4, C: 1 }).slice(0, 20);
    const save = await call(t, 'getSurveySubmit', visitor, { recordId: record.id, answers: first, final: false });
    expect(save.statusCode).toBe(200);
    expect(save.json().data.record).toMatchObject({ status: 'in_progress', answeredCount: 20 });

    const resume = await call(t, 'getSurveyTest', visitor, { surveyId: 1 });
    expect(resume.json().data.record.id).toBe(record.id);
    expect(resume.json().data.answers).toEqual([...first].sort((a, b) => a.questionId - b.questionId));

    const rest = answersFor(questions, { R: 2, I: 3, A: 4, S: 5, E: 4, C: 1 }).slice(20, 45);
    const missing = await call(t, 'getSurveySubmit', visitor, { recordId: record.id, answers: rest, final: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('还有 3 道题未作答，请完成后再提交（第 46、47、48 题）');

    const outOfRange = answersFor(questions, { R: 2, I: 3, A: 4, S: 5, E: 4, C: 1 }).slice(20);
    outOfRange[0]!.value = 6;
    outOfRange[1]!.value = 0;
    const bad = await call(t, 'getSurveySubmit', visitor, { recordId: record.id, answers: outOfRange, final: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('有 2 道题的答案超出范围（只能是 1–5 的整数）：第 21、22 题');

    // Refused submits changed nothing: still 20 answers, still open.
    const after = await call(t, 'getSurveyTest', visitor, { surveyId: 1 });
    expect(after.json().data.record).toMatchObject({ status: 'in_progress', answeredCount: 20 });

    const done = await call(t, 'getSurveySubmit', visitor, {
      seqUuid: record.seqUuid,
      answers: answersFor(questions, { R: 2, I: 3, A: 4, S: 5, E: 4, C: 1 }).slice(20),
      final: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.record).toMatchObject({ status: 'submitted', answeredCount: 48, hollandCode: 'SAE' });
    const [row] = await t.db.select().from(surveyRecords).where(eq(surveyRecords.id, record.id));
    expect(row!.result).toMatchObject({
      raw: { R: 16, I: 24, A: 32, S: 40, E: 32, C: 8 },
      percent: { R: 40, I: 60, A: 80, S: 100, E: 80, C: 20 },
      hollandCode: 'SAE',
      consistency: { level: 'high', distance: 1 },
      differentiation: { spread: 80, level: 'high' },
    });
  });

  it('refuses changes to a submitted record', async () => {
    const visitor = newVisitor();
    const recordId = await completeTest(t, visitor);
    const res = await call(t, 'getSurveySubmit', visitor, {
      recordId,
      answers: [{ questionId: 1001, value: 1 }],
      final: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该测评已提交，不能再修改答案');
  });

  it('computes the Holland code of a constructed answer set: I highest, then R, then C', async () => {
    const user = await t.login();
    const recordId = await completeTest(t, user.headers, { R: 4, I: 5, A: 1, S: 2, E: 2, C: 3 });
    const detail = await call(t, 'surveyResultDetail', user.headers, { recordId });
    expect(detail.json().data.hollandCode).toBe('IRC');
    expect(detail.json().data.tieNoteZh).toBeNull();
  });

  it('keeps careerTestState at 2 while a user’s test is open and 0 once submitted', async () => {
    const user = await t.login();
    const state = async () => (await t.db.select().from(users).where(eq(users.id, user.user.id)))[0]!.careerTestState;
    expect(await state()).toBe(0);
    const start = await call(t, 'getSurveyTest', user.headers, { surveyId: 1 });
    expect(await state()).toBe(2);
    await call(t, 'getSurveySubmit', user.headers, {
      recordId: start.json().data.record.id,
      answers: answersFor(questions, { R: 3, I: 3, A: 3, S: 4, E: 2, C: 1 }).slice(0, 10),
      final: false,
    });
    expect(await state()).toBe(2);
    await call(t, 'getSurveySubmit', user.headers, {
      recordId: start.json().data.record.id,
      answers: answersFor(questions, { R: 3, I: 3, A: 3, S: 4, E: 2, C: 1 }),
      final: true,
    });
    expect(await state()).toBe(0);
  });

  it('counts, lists newest first and reports finished for the caller only', async () => {
    const user = await t.login();
    const h = user.headers;
    expect((await call(t, 'isAiTestFinished', h)).json().data).toEqual({ finished: false, latestRecordId: null });
    const firstId = await completeTest(t, h);
    const secondId = await completeTest(t, h, { R: 5, I: 1, A: 1, S: 1, E: 1, C: 4 });
    await call(t, 'getSurveyTest', h, { surveyId: 2 });

    expect((await call(t, 'aiTestRecordCount', h)).json().data).toBe(2);
    const list = (await call(t, 'getAiTestRecord', h)).json().data; // no body: first page of 20
    expect(list.total).toBe(3);
    expect(list.list.map((r: { status: string }) => r.status)).toEqual(['in_progress', 'submitted', 'submitted']);
    expect(list.list[1]).toMatchObject({ id: secondId, surveyName: '霍兰德职业兴趣测评', userId: user.user.id });
    expect(list.list[2].id).toBe(firstId);
    expect((await call(t, 'isAiTestFinished', h)).json().data).toEqual({ finished: true, latestRecordId: secondId });

    const survey = (await call(t, 'getSurveyList', h)).json().data;
    expect(survey[0].latestRecord).toMatchObject({ id: secondId, status: 'submitted' });
    expect(survey[1].latestRecord).toMatchObject({ status: 'in_progress', questionCount: 72 });
  });

  it('opens only one record when the same caller starts twice at once', async () => {
    const visitor = newVisitor();
    const [a, b] = await Promise.all([
      call(t, 'getSurveyTest', visitor, { surveyId: 1 }),
      call(t, 'getSurveyTest', visitor, { surveyId: 1 }),
    ]);
    expect(a.json().data.record.id).toBe(b.json().data.record.id);
  });

  it('refuses visitors without a temp token', async () => {
    const res = await call(t, 'getSurveyTest', {}, { surveyId: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('缺少访客标识，请刷新页面后重试');
  });
});
