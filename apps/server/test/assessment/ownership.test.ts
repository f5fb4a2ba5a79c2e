import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers, surveyRecords } from '../../src/db/schema/index.js';
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

type Headers = Record<string, string>;

/** Every record call refuses a record of someone else with 404 '测评记录不存在' and changes nothing. */
describe('records are private to their owner', () => {
  let t: TestApp;
  let questions: Question[];
  let owners: Array<{ label: string; headers: Headers; submitted: string; open: { id: string; seqUuid: string } }>;
  let strangers: Array<{ label: string; headers: Headers }>;

  async function ownerWithRecords(label: string, headers: Headers) {
    const submitted = await completeTest(t, headers);
    const start = await call(t, 'getSurveyTest', headers, { surveyId: 1 });
    const { id, seqUuid } = start.json().data.record;
    await call(t, 'getSurveySubmit', headers, {
      recordId: id,
      answers: answersFor(questions, { R: 2, I: 2, A: 2, S: 2, E: 2, C: 2 }).slice(0, 5),
      final: false,
    });
    return { label, headers, submitted, open: { id, seqUuid } };
  }

  beforeAll(async () => {
    t = await createAssessmentApp();
    questions = await questionsOf(t, newVisitor());
    owners = [
      await ownerWithRecords('user', (await t.login()).headers),
      await ownerWithRecords('visitor', newVisitor()),
    ];
    strangers = [
      { label: 'another user', headers: (await t.login()).headers },
      { label: 'another visitor', headers: newVisitor() },
    ];
  });
  afterAll(() => t.close());

  const pairs = () => owners.flatMap((o) => strangers.map((s) => ({ o, s })));
  const expectNotFound = (res: { statusCode: number; json(): { msg: string } }) => {
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('测评记录不存在');
  };

  it('getSurveySubmit: a stranger cannot save into or submit another’s record, by id or seqUuid', async () => {
    for (const { o, s } of pairs()) {
      const full = answersFor(questions, { R: 5, I: 5, A: 1, S: 1, E: 1, C: 1 });
      expectNotFound(
        await call(t, 'getSurveySubmit', s.headers, { recordId: o.open.id, answers: full.slice(0, 3), final: false }),
      );
      expectNotFound(
        await call(t, 'getSurveySubmit', s.headers, { seqUuid: o.open.seqUuid, answers: full, final: true }),
      );
      const [row] = await t.db.select().from(surveyRecords).where(eq(surveyRecords.id, o.open.id));
      expect(row!.status).toBe('in_progress');
      expect(await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.recordId, o.open.id))).toHaveLength(5);
    }
  });

  // The report reads are for logged-in users (SPEC §6); a visitor is refused before ownership is looked at.
  const userPairs = () => pairs().filter(({ s }) => s.label === 'another user');

  it('surveyResultDetail: a stranger cannot read another’s result', async () => {
    for (const { o, s } of userPairs())
      expectNotFound(await call(t, 'surveyResultDetail', s.headers, { recordId: o.submitted }));
  });

  it('surveyResultOccupationInfos: a stranger cannot read another’s matches', async () => {
    for (const { o, s } of userPairs()) {
      expectNotFound(
        await call(t, 'surveyResultOccupationInfos', s.headers, { recordId: o.submitted, page: 1, pageSize: 3 }),
      );
    }
  });

  it('surveyResultDetailSeparateLabel: a stranger cannot read another’s scores', async () => {
    for (const { o, s } of userPairs()) {
      expectNotFound(await call(t, 'surveyResultDetailSeparateLabel', s.headers, { recordId: o.submitted }));
    }
  });

  it('getSurveyTest: a stranger gets a record of their own, never another’s open one', async () => {
    for (const { o, s } of pairs()) {
      const res = await call(t, 'getSurveyTest', s.headers, { surveyId: 1 });
      expect(res.json().data.record.id).not.toBe(o.open.id);
      expect(res.json().data.answers).toEqual([]);
    }
  });

  it('getAiTestRecord, aiTestRecordCount, isAiTestFinished and getSurveyList show only the caller’s records', async () => {
    const ownIds = new Set(owners.flatMap((o) => [o.submitted, o.open.id]));
    for (const s of strangers) {
      const list = (await call(t, 'getAiTestRecord', s.headers, { page: 1, pageSize: 50 })).json().data.list;
      expect(list.some((r: { id: string }) => ownIds.has(r.id))).toBe(false);
      expect((await call(t, 'aiTestRecordCount', s.headers)).json().data).toBe(0);
      expect((await call(t, 'isAiTestFinished', s.headers)).json().data).toEqual({
        finished: false,
        latestRecordId: null,
      });
      const survey = (await call(t, 'getSurveyList', s.headers)).json().data;
      expect(ownIds.has(survey[0].latestRecord?.id)).toBe(false);
    }
  });

  it('owners still read their own records; a visitor owner logs in for the report', async () => {
    for (const o of owners) {
      const report = await call(t, 'surveyResultDetail', o.headers, { recordId: o.submitted });
      expect(report.statusCode).toBe(o.label === 'user' ? 200 : 401);
      expect((await call(t, 'aiTestRecordCount', o.headers)).json().data).toBe(1);
    }
  });
});
