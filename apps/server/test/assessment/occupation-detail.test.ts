import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupationDetailSchema, surveyResultDetailSchema, type OccupationDetail } from '@lucina/contracts';
import { reportUnlocks } from '../../src/db/schema/index.js';
import { readOccupations } from '../../src/modules/assessment/content.js';
import type { TestApp } from '../helpers/app.js';
import { call, completeTest, createAssessmentApp, newVisitor } from './helpers.js';

type Headers = Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;
const SOCIAL = { R: 1, I: 2, A: 3, S: 5, E: 4, C: 2 };
const SOFTWARE_TESTER = '15-1253.00';

describe('the occupation page: any catalogue occupation, the fit within the caller’s report', () => {
  let t: TestApp;
  /** A social profile's matches as a member's full report ranks them. */
  let ranked: string[];
  let topThree: string[];
  let beyondTop: string;
  let nonMatch: string;

  beforeAll(async () => {
    t = await createAssessmentApp();
    const member = await t.login({ userGrade: 2, endTime: new Date(Date.now() + DAY) });
    const recordId = await completeTest(t, member.headers, SOCIAL);
    const detail = surveyResultDetailSchema.parse(
      (await call(t, 'surveyResultDetail', member.headers, { recordId })).json().data,
    );
    ranked = detail.full!.occupations.map((o) => o.code);
    topThree = detail.topOccupations.map((o) => o.code);
    beyondTop = ranked[10]!;
    nonMatch = readOccupations().find((o) => !ranked.includes(o.code))!.code;
  });
  afterAll(() => t.close());

  async function open(headers: Headers, code: string, recordId?: string): Promise<OccupationDetail> {
    const res = await call(t, 'occupationDetail', headers, { code, ...(recordId ? { recordId } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200 });
    return occupationDetailSchema.parse(res.json().data);
  }

  it('shows a visitor without a result the occupation itself and no fit', async () => {
    const o = await open(newVisitor(), SOFTWARE_TESTER);
    expect(o).toMatchObject({ code: SOFTWARE_TESTER, titleZh: '软件测试工程师', fit: null });
    expect(o.summaryZh.length).toBeGreaterThan(10);
    expect(o.hollandCode).toMatch(/^[RIASEC]{1,3}$/);
    expect(o.interests.map((i) => i.type)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(o.interests[1]).toMatchObject({ nameZh: '研究型' });
    expect(o.interests.every((i) => i.score >= 1 && i.score <= 7)).toBe(true);
    expect(o.jobZone.jobZone).toBeGreaterThanOrEqual(1);
    expect(o.jobZone.educationZh).not.toBe('');
  });

  it('answers an unknown code with a Chinese 404 and a malformed one with a Chinese 400, both in the envelope', async () => {
    const visitor = newVisitor();
    const unknown = await call(t, 'occupationDetail', visitor, { code: '99-9999.99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: '没有找到这个职业，请检查职业代码', data: null });
    const malformed = await call(t, 'occupationDetail', visitor, { code: '<script>' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toContain('职业代码格式不正确');
    expect(malformed.json().data).toBeNull();
    expect((await call(t, 'occupationDetail', visitor, {})).json().msg).toContain('请提供职业代码');
  });

  it('gives a free caller the match of a free top occupation, and locks every other one alike', async () => {
    for (const headers of [newVisitor(), (await t.login()).headers]) {
      const recordId = await completeTest(t, headers, SOCIAL);
      const top = await open(headers, topThree[0]!);
      expect(top.fit).toMatchObject({
        recordId,
        hollandCode: 'SEA',
        reportAccess: 'free',
        locked: false,
        noteZh: null,
      });
      expect(top.fit!.match).toMatchObject({ rank: 1 });

      // A match beyond the free three and an occupation that matches not at all look the same: the free
      // report tells neither apart, so neither does this page.
      const beyond = await open(headers, beyondTop);
      const none = await open(headers, nonMatch);
      for (const o of [beyond, none]) {
        expect(o.fit).toMatchObject({ reportAccess: 'free', match: null, locked: true });
        expect(o.fit!.noteZh).toContain('解锁完整报告');
      }
      const { sharedTypes: _a, ...beyondFit } = beyond.fit!;
      const { sharedTypes: _b, ...noneFit } = none.fit!;
      expect(beyondFit).toEqual(noneFit);
    }
  });

  it('gives a member the rank of any match and says when an occupation is not one', async () => {
    const member = await t.login({ userGrade: 4, endTime: new Date(Date.now() + DAY) });
    await completeTest(t, member.headers, SOCIAL);
    const beyond = await open(member.headers, beyondTop);
    expect(beyond.fit).toMatchObject({ reportAccess: 'full', locked: false, noteZh: null });
    expect(beyond.fit!.match!.rank).toBe(ranked.indexOf(beyondTop) + 1);
    const none = await open(member.headers, nonMatch);
    expect(none.fit).toMatchObject({ match: null, locked: false });
    expect(none.fit!.noteZh).toContain('不在你的职业匹配清单中');
  });

  it('judges the fit against the record named, else the latest result: an unlock counts for its own record only', async () => {
    const buyer = await t.login();
    const paid = await completeTest(t, buyer.headers, SOCIAL);
    await t.db.insert(reportUnlocks).values({ userId: buyer.user.id, recordId: paid, orderNo: `T${Date.now()}o` });
    const latest = await completeTest(t, buyer.headers, SOCIAL);
    expect((await open(buyer.headers, beyondTop, paid)).fit).toMatchObject({ recordId: paid, reportAccess: 'full' });
    expect((await open(buyer.headers, beyondTop)).fit).toMatchObject({ recordId: latest, locked: true });
  });

  it('never reads another caller’s record: a named record of someone else is a 404, and their result is not used', async () => {
    const owner = await t.login({ userGrade: 1, endTime: new Date(Date.now() + DAY) });
    const ownerRecord = await completeTest(t, owner.headers, SOCIAL);
    const visitor = newVisitor();
    const visitorRecord = await completeTest(t, visitor, SOCIAL);
    for (const stranger of [(await t.login()).headers, newVisitor()]) {
      for (const recordId of [ownerRecord, visitorRecord]) {
        const res = await call(t, 'occupationDetail', stranger, { code: beyondTop, recordId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, msg: '测评记录不存在', data: null });
      }
      expect((await open(stranger, beyondTop)).fit).toBeNull();
    }
  });

  it('says a record still in progress has no result yet', async () => {
    const user = await t.login();
    const start = await call(t, 'getSurveyTest', user.headers, { surveyId: 1 });
    const res = await call(t, 'occupationDetail', user.headers, {
      code: SOFTWARE_TESTER,
      recordId: start.json().data.record.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('测评尚未完成提交，暂无结果');
  });

  it('explains that a flat result cannot be matched', async () => {
    const user = await t.login();
    await completeTest(t, user.headers, { R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 });
    const o = await open(user.headers, SOFTWARE_TESTER);
    expect(o.fit).toMatchObject({ match: null, locked: false });
    expect(o.fit!.noteZh).toContain('无法据此计算与职业的匹配度');
  });
});
