import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyRecords, users, visitors } from '../../src/db/schema/index.js';
import { moveVisitorRecords } from '../../src/modules/assessment/record.repository.js';
import type { TestApp } from '../helpers/app.js';
import { answersFor, call, completeTest, createAssessmentApp, newVisitor, questionsOf } from './helpers.js';

describe('moving a visitor’s records to the account at login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAssessmentApp();
  });
  afterAll(() => t.close());

  const visitorIdOf = async (headers: Record<string, string>) => {
    const [row] = await t.db
      .select()
      .from(visitors)
      .where(eq(visitors.tempToken, Object.values(headers)[0]!));
    return row!.id;
  };

  it('moves submitted and open records; the account sees them, the temp token no longer does', async () => {
    const visitor = newVisitor();
    const submitted = await completeTest(t, visitor);
    const open = (await call(t, 'getSurveyTest', visitor, { surveyId: 2 })).json().data.record.id;
    const user = await t.login();

    expect(await t.db.transaction((tx) => moveVisitorRecords(tx, randomUUID(), user.user.id))).toBe(0);
    const visitorId = await visitorIdOf(visitor);
    expect(await t.db.transaction((tx) => moveVisitorRecords(tx, visitorId, user.user.id))).toBe(2);

    expect((await call(t, 'surveyResultDetail', user.headers, { recordId: submitted })).statusCode).toBe(200);
    expect((await call(t, 'getAiTestRecord', visitor, { page: 1, pageSize: 5 })).json().data.total).toBe(0);
    expect((await call(t, 'getSurveyTest', user.headers, { surveyId: 2 })).json().data.record.id).toBe(open);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.careerTestState).toBe(2);
  });

  it('keeps the more recently answered open test when both hold one of the same template', async () => {
    const visitor = newVisitor();
    const user = await t.login();
    const questions = await questionsOf(t, visitor);
    const userOpen = (await call(t, 'getSurveyTest', user.headers, { surveyId: 1 })).json().data.record.id;
    const visitorOpen = (await call(t, 'getSurveyTest', visitor, { surveyId: 1 })).json().data.record.id;
    await call(t, 'getSurveySubmit', visitor, {
      recordId: visitorOpen,
      answers: answersFor(questions, { R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 }).slice(0, 4),
      final: false,
    });

    const visitorId = await visitorIdOf(visitor);
    await t.db.transaction((tx) => moveVisitorRecords(tx, visitorId, user.user.id));
    const resumed = (await call(t, 'getSurveyTest', user.headers, { surveyId: 1 })).json().data;
    expect(resumed.record.id).toBe(visitorOpen);
    expect(resumed.answers).toHaveLength(4);
    const [retired] = await t.db.select().from(surveyRecords).where(eq(surveyRecords.id, userOpen));
    expect(retired!.yn).toBe(0);
  });

  it('runs as a login claim hook: claiming the temp token moves the visitor’s records', async () => {
    const visitor = newVisitor();
    const recordId = await completeTest(t, visitor);
    const user = await t.login();
    const tempToken = Object.values(visitor)[0]!;
    await t.db.transaction((tx) => t.app.ctx.services.visitorClaims.claim(tx, tempToken, user.user.id));
    expect((await call(t, 'aiTestRecordCount', user.headers)).json().data).toBe(1);
    expect((await call(t, 'isAiTestFinished', user.headers)).json().data.latestRecordId).toBe(recordId);
    expect((await call(t, 'aiTestRecordCount', visitor)).json().data).toBe(0);
  });
});
