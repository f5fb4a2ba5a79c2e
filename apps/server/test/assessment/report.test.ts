import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResultDetailSchema } from '@lucina/contracts';
import { reportUnlocks, surveyRecords } from '../../src/db/schema/index.js';
import { riasecContent } from '../../src/modules/assessment/content.js';
import type { TestApp } from '../helpers/app.js';
import { call, completeTest, createAssessmentApp, newVisitor } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const SOCIAL = { R: 1, I: 2, A: 3, S: 5, E: 4, C: 2 };

describe('assessment result and report access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAssessmentApp();
  });
  afterAll(() => t.close());

  const detail = async (headers: Record<string, string>, recordId: string) => {
    const res = await call(t, 'surveyResultDetail', headers, { recordId });
    expect(res.statusCode).toBe(200);
    return { raw: res.body, data: surveyResultDetailSchema.parse(res.json().data) };
  };

  it('gives an ordinary user the free part and a locked outline, with no locked text anywhere in the response', async () => {
    const { headers } = await t.login();
    const recordId = await completeTest(t, headers, SOCIAL);
    const { raw, data } = await detail(headers, recordId);
    expect(data.reportAccess).toBe('free');
    expect(data.hollandCode).toBe('SEA');
    expect(data.scores.map((s) => s.type)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(data.scores[3]).toEqual({ type: 'S', nameZh: '社会型', raw: 40, max: 40, percent: 100, rank: 1 });
    expect(data.topTypes.map((x) => x.type)).toEqual(['S', 'E', 'A']);
    expect(data.topTypes[0]!.summaryZh).toBe(riasecContent.types.S.summaryZh);
    expect(data.topOccupations).toHaveLength(3);
    expect(data.topOccupations.every((o) => o.hollandCode.startsWith('S'))).toBe(true);
    expect(data.full).toBeNull();
    expect(data.locked!.sections.map((s) => s.key)).toEqual(['types', 'occupations', 'consistency', 'differentiation']);
    for (const type of Object.values(riasecContent.types)) {
      expect(raw).not.toContain(type.interpretationZh.slice(0, 20));
      expect(raw).not.toContain(type.watchOutZh.slice(0, 20));
    }
    expect(raw).not.toContain('explanationZh');
    expect(raw).not.toContain('"full":{');
  });

  it('gives an ordinary or expired member the free part only', async () => {
    const ordinary = await t.login();
    const expired = await t.login({ userGrade: 3, endTime: new Date(Date.now() - DAY) });
    for (const u of [ordinary, expired]) {
      const { data } = await detail(u.headers, await completeTest(t, u.headers, SOCIAL));
      expect(data).toMatchObject({ reportAccess: 'free', full: null });
    }
  });

  it('gives an active member the full report and no locked outline', async () => {
    const member = await t.login({ userGrade: 2, endTime: new Date(Date.now() + 30 * DAY) });
    const recordId = await completeTest(t, member.headers, SOCIAL);
    const { data } = await detail(member.headers, recordId);
    expect(data.reportAccess).toBe('full');
    expect(data.locked).toBeNull();
    const full = data.full!;
    expect(full.types.map((x) => x.type)).toEqual(['S', 'E', 'A', 'I', 'C', 'R']);
    expect(full.types[0]!.interpretationZh).toBe(riasecContent.types.S.interpretationZh);
    expect(full.consistency).toMatchObject({ level: 'high', topPair: 'SE' });
    expect(full.differentiation).toMatchObject({ spread: 80, level: 'high' });
    expect(full.occupations.length).toBeGreaterThan(3);
    expect(full.occupations.slice(0, 3).map((o) => o.code)).toEqual(data.topOccupations.map((o) => o.code));
    expect(new Set(full.occupations.map((o) => o.fitLabel))).toEqual(new Set(['最佳', '很好', '较好']));
  });

  it('unlocks exactly the record a single-assessment purchase names, and the unlock goes with that record', async () => {
    const buyer = await t.login();
    const paid = await completeTest(t, buyer.headers, SOCIAL);
    const other = await completeTest(t, buyer.headers, SOCIAL);
    await t.db.insert(reportUnlocks).values({ userId: buyer.user.id, recordId: paid, orderNo: `T${Date.now()}a` });
    expect((await detail(buyer.headers, paid)).data.reportAccess).toBe('full');
    expect((await detail(buyer.headers, other)).data.reportAccess).toBe('free');
    expect(await t.app.ctx.services.assessmentReports.hasFullReport(buyer.user.id, other)).toBe(false);
    // Deleting the bought record removes its unlock rather than leaving one bound to no record.
    await t.db.delete(surveyRecords).where(eq(surveyRecords.id, paid));
    expect(await t.db.select().from(reportUnlocks).where(eq(reportUnlocks.userId, buyer.user.id))).toEqual([]);
    expect((await detail(buyer.headers, other)).data.reportAccess).toBe('free');
  });

  it('lists only the top 3 occupations to free callers and counts the rest as locked', async () => {
    const { headers } = await t.login();
    const recordId = await completeTest(t, headers, SOCIAL);
    const res = await call(t, 'surveyResultOccupationInfos', headers, { recordId, page: 1, pageSize: 20 });
    const data = res.json().data;
    expect(data).toMatchObject({ reportAccess: 'free', total: 3, jobZone: null, noteZh: null });
    expect(data.list.map((o: { rank: number }) => o.rank)).toEqual([1, 2, 3]);
    expect(data.lockedCount).toBeGreaterThan(0);
    expect(data.jobZones).toHaveLength(5);
    expect(data.jobZones[3]).toMatchObject({ jobZone: 4, educationZh: riasecContent.jobZones[4].educationZh });
  });

  it('pages and filters the full ranked list by Job Zone for members', async () => {
    const member = await t.login({ userGrade: 4, endTime: new Date(Date.now() + DAY) });
    const recordId = await completeTest(t, member.headers, SOCIAL);
    const all = (
      await call(t, 'surveyResultOccupationInfos', member.headers, { recordId, page: 1, pageSize: 100 })
    ).json().data;
    expect(all).toMatchObject({ reportAccess: 'full', lockedCount: 0 });
    expect(all.list[0]).toMatchObject({ rank: 1, fit: 'best', fitLabel: '最佳' });
    const page2 = (
      await call(t, 'surveyResultOccupationInfos', member.headers, { recordId, page: 2, pageSize: 5 })
    ).json().data;
    expect(page2.list.map((o: { rank: number }) => o.rank)).toEqual([6, 7, 8, 9, 10]);
    const zone = (
      await call(t, 'surveyResultOccupationInfos', member.headers, { recordId, jobZone: 2, page: 1, pageSize: 100 })
    ).json().data;
    expect(zone.jobZone).toBe(2);
    expect(zone.total).toBeGreaterThan(0);
    expect(zone.total).toBeLessThan(all.total);
    expect(zone.list.every((o: { jobZone: number }) => o.jobZone === 2)).toBe(true);
    const bad = await call(t, 'surveyResultOccupationInfos', member.headers, {
      recordId,
      jobZone: 6,
      page: 1,
      pageSize: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('jobZone');
  });

  it('explains a flat profile instead of matching occupations', async () => {
    const member = await t.login({ userGrade: 1, endTime: new Date(Date.now() + DAY) });
    const recordId = await completeTest(t, member.headers, { R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 });
    const { data } = await detail(member.headers, recordId);
    expect(data.topOccupations).toEqual([]);
    expect(data.matchNoteZh).toContain('无法据此计算与职业的匹配度');
    expect(data.tieNoteZh).toContain('完全相同');
    expect(data.full!.consistency.level).toBe('undetermined');
    expect(data.full!.occupations).toEqual([]);
    const occ = (
      await call(t, 'surveyResultOccupationInfos', member.headers, { recordId, page: 1, pageSize: 10 })
    ).json().data;
    expect(occ).toMatchObject({ total: 0, list: [] });
    expect(occ.noteZh).toContain('无法据此计算');
  });

  it('returns the six type labels in hexagon order for the chart legend', async () => {
    const { headers } = await t.login();
    const recordId = await completeTest(t, headers, SOCIAL);
    const res = await call(t, 'surveyResultDetailSeparateLabel', headers, { recordId });
    const labels = res.json().data;
    expect(labels.map((l: { type: string }) => l.type)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(labels[0]).toEqual({
      type: 'R',
      nameZh: '现实型',
      nameEn: 'Realistic',
      keywordsZh: riasecContent.types.R.keywordsZh,
      percent: 20,
      rank: 6,
    });
  });

  it('has no result before submit', async () => {
    const { headers } = await t.login();
    const start = await call(t, 'getSurveyTest', headers, { surveyId: 1 });
    const res = await call(t, 'surveyResultDetail', headers, { recordId: start.json().data.record.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('测评尚未完成提交，暂无结果');
  });

  // SPEC §2/§6: visitors may take the test, but the report is for logged-in users; the record moves at login.
  it('refuses every report read to a visitor, even of their own submitted record, and tells them to log in', async () => {
    const visitor = newVisitor();
    const recordId = await completeTest(t, visitor, SOCIAL);
    const reads = [
      call(t, 'surveyResultDetail', visitor, { recordId }),
      call(t, 'surveyResultOccupationInfos', visitor, { recordId, page: 1, pageSize: 3 }),
      call(t, 'surveyResultDetailSeparateLabel', visitor, { recordId }),
    ];
    for (const res of await Promise.all(reads)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: null });
      expect(res.body).not.toContain('SEA');
    }
    // What a visitor may still do: see that the test is finished, and its code in the record list.
    expect((await call(t, 'isAiTestFinished', visitor)).json().data).toEqual({
      finished: true,
      latestRecordId: recordId,
    });
    const list = (await call(t, 'getAiTestRecord', visitor, { page: 1, pageSize: 5 })).json().data.list;
    expect(list[0]).toMatchObject({ id: recordId, hollandCode: 'SEA' });
  });
});
