import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorText, TEMP_TOKEN_HEADER, VISITOR_SIG_HEADER } from '@lucina/contracts';
import { visitors } from '../../src/db/schema/index.js';
import { assessmentSeeder } from '../../src/modules/assessment/assessment.seeder.js';
import { call } from '../assessment/helpers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedVisitorHeaders } from '../helpers/visitor.js';
import { LOGIN_TEST_ENV, newPhone, phoneLogin } from '../login/helpers.js';

let seq = 0;
const newTempToken = () => `${Date.now()}${20000 + ++seq}`;

const sign = (t: TestApp, tempUserId: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/user/visitor/sign', payload: { tempUserId }, remoteAddress });

const visitorRows = async (t: TestApp, tempToken?: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(visitors)
      .where(tempToken ? eq(visitors.tempToken, tempToken) : undefined)
  )[0]!.n;

describe('visitor identity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: LOGIN_TEST_ENV });
    await assessmentSeeder.run(t.db);
  });
  afterAll(() => t?.close());

  it('signs a new temp token once, making its visitor; the signature then opens visitor routes', async () => {
    const tempToken = newTempToken();
    const res = await sign(t, tempToken);
    expect(res.statusCode).toBe(200);
    const { sig } = res.json().data as { sig: string };
    expect(sig).toBe(signedVisitorHeaders(tempToken)[VISITOR_SIG_HEADER]);
    expect(await visitorRows(t, tempToken)).toBe(1);
    const headers = { [TEMP_TOKEN_HEADER]: tempToken, [VISITOR_SIG_HEADER]: sig };
    expect((await call(t, 'getAiTestRecord', headers)).json().code).toBe(200);
  });

  it('never signs a token it already knows, so nobody gets a signature for someone else’s token', async () => {
    const tempToken = newTempToken();
    await sign(t, tempToken);
    const again = await sign(t, tempToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, msg: ErrorText.visitorIdTaken, data: null });
  });

  it('refuses a malformed temp token in Chinese', async () => {
    const res = await sign(t, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(ErrorText.visitorIdInvalid);
  });

  it('a temp token without its signature identifies nobody: refused, and no visitor row is made', async () => {
    const before = await visitorRows(t);
    const tempToken = newTempToken();
    const forged = signedVisitorHeaders(newTempToken())[VISITOR_SIG_HEADER]!;
    const unsigned: Array<Record<string, string>> = [
      { [TEMP_TOKEN_HEADER]: tempToken },
      { [TEMP_TOKEN_HEADER]: tempToken, [VISITOR_SIG_HEADER]: forged },
      { [TEMP_TOKEN_HEADER]: tempToken, [VISITOR_SIG_HEADER]: '' },
    ];
    for (const headers of unsigned) {
      const res = await call(t, 'getAiTestRecord', headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(ErrorText.visitorIdInvalid);
    }
    expect(await visitorRows(t)).toBe(before);
  });

  it('someone else’s token, in the header, body or query, reaches none of their data and a login with it claims nothing', async () => {
    const owner = signedVisitorHeaders(newTempToken());
    const tempToken = owner[TEMP_TOKEN_HEADER]!;
    const started = await call(t, 'getSurveyTest', owner, { surveyId: 1 });
    expect(started.json().code).toBe(200);

    const byHeader = await call(t, 'getAiTestRecord', { [TEMP_TOKEN_HEADER]: tempToken });
    expect(byHeader.json().msg).toBe(ErrorText.visitorIdInvalid);
    const byBody = await t.app.inject({
      method: 'POST',
      url: '/api/ai/conversation/list',
      payload: { tempUserId: tempToken },
    });
    expect(byBody.json().msg).toBe(ErrorText.visitorIdInvalid);
    // The signature counts only in its header, never beside the token in a query.
    const byQuery = await t.app.inject({
      method: 'GET',
      url: `/api/ai/conversation/induceMessage?tempUserId=${tempToken}&sig=${owner[VISITOR_SIG_HEADER]}`,
    });
    expect(byQuery.json().code).toBe(200);

    const thief = await phoneLogin(t, newPhone(), { headers: { [TEMP_TOKEN_HEADER]: tempToken } });
    const [row] = await t.db.select().from(visitors).where(eq(visitors.tempToken, tempToken));
    expect(row!.claimedByUserId).toBeNull();
    const theirs = await call(t, 'getAiTestRecord', { authorization: thief.token });
    expect(theirs.json().data.total).toBe(0);
    expect((await call(t, 'getAiTestRecord', owner)).json().data.total).toBe(1);
  });
});

describe('new visitors per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VISITOR_NEW_PER_IP_PER_HOUR: '2' } });
  });
  afterAll(() => t?.close());

  it('signs a limited number of new tokens per IP per hour, storing nothing beyond it; other IPs go on', async () => {
    expect((await sign(t, newTempToken(), '10.9.0.1')).statusCode).toBe(200);
    expect((await sign(t, newTempToken(), '10.9.0.1')).statusCode).toBe(200);
    const before = await visitorRows(t);
    const refused = await sign(t, newTempToken(), '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(ErrorText.visitorTooMany);
    expect(await visitorRows(t)).toBe(before);
    expect((await sign(t, newTempToken(), '10.9.0.2')).statusCode).toBe(200);
  });
});
