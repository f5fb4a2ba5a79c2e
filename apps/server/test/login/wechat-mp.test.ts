import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginText, wechatQrConfigSchema } from '@lucina/contracts';
import { users, visitors } from '../../src/db/schema/index.js';
import { visitorRepository } from '../../src/modules/visitors/visitor.repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedVisitorHeaders } from '../helpers/visitor.js';
import { LOGIN_TEST_ENV, newPhone, parseCallbackPage, post, sendSmsCode, startJsonServer } from './helpers.js';

const PUBLIC_URL = 'https://lucina.example.com';
const OPEN_APP = { id: 'wx0000000000open0', secret: 'open-secret' };
const MP_APP = { id: 'wx00000000000mp00', secret: 'mp-secret' };
const MP = '/api/user/login/wechat/mp';

/** Who WeChat says each code belongs to, per app: openids differ by app, the unionid is the person's. */
const people: Record<string, { app: string; openid: string; unionid?: string; nickname: string }> = {
  MP_NEW: { app: MP_APP.id, openid: 'mp-o-new', unionid: 'u-new', nickname: '新同学' },
  OPEN_NEW: { app: OPEN_APP.id, openid: 'open-o-new', unionid: 'u-new', nickname: '新同学' },
  OPEN_OLD: { app: OPEN_APP.id, openid: 'open-o-old', unionid: 'u-old', nickname: '老用户' },
  MP_OLD: { app: MP_APP.id, openid: 'mp-o-old', unionid: 'u-old', nickname: '老用户' },
  MP_NO_UNION: { app: MP_APP.id, openid: 'mp-o-lonely', nickname: '独立公众号' },
};

describe('one-tap login in WeChat through the official account (snsapi_userinfo)', () => {
  let t: TestApp;
  let wechat: Awaited<ReturnType<typeof startJsonServer>>;
  const calls: Array<Record<string, string>> = [];

  beforeAll(async () => {
    // Stands in for api.weixin.qq.com: checks each app's id and secret, answers as WeChat documents.
    wechat = await startJsonServer((req) => {
      const url = new URL(req.url!, 'http://x');
      const q = Object.fromEntries(url.searchParams);
      calls.push({ path: url.pathname, ...q });
      if (url.pathname === '/sns/oauth2/access_token') {
        const person = people[q.code ?? ''];
        const secret = [OPEN_APP, MP_APP].find((a) => a.id === q.appid)?.secret;
        if (!person || person.app !== q.appid || q.secret !== secret || q.grant_type !== 'authorization_code') {
          return { json: { errcode: 40029, errmsg: 'invalid code' } };
        }
        return { json: { access_token: `AT-${q.code}`, expires_in: 7200, openid: person.openid, scope: 'x' } };
      }
      if (url.pathname === '/sns/userinfo') {
        const code = q.access_token?.replace(/^AT-/, '') ?? '';
        const person = people[code];
        if (!person || person.openid !== q.openid) return { json: { errcode: 40001, errmsg: 'bad token' } };
        return { json: { openid: person.openid, nickname: person.nickname, headimgurl: '', unionid: person.unionid } };
      }
      return { status: 404, json: { errcode: 40001, errmsg: 'unexpected call' } };
    });
    t = await createTestApp({
      env: {
        ...LOGIN_TEST_ENV,
        PUBLIC_URL,
        WECHAT_APP_ID: OPEN_APP.id,
        WECHAT_APP_SECRET: OPEN_APP.secret,
        WECHAT_MP_APP_ID: MP_APP.id,
        WECHAT_MP_APP_SECRET: MP_APP.secret,
        WECHAT_API_BASE: wechat.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** Opens the start page as a browser would: the authorisation address, and the cookie it was given. */
  async function start(returnTo = '/home') {
    const res = await get(`${MP}/start?returnTo=${encodeURIComponent(returnTo)}`);
    expect(res.statusCode).toBe(302);
    const setCookie = String(res.headers['set-cookie']);
    const authorize = new URL(String(res.headers.location));
    return { res, authorize, setCookie, cookie: setCookie.split(';')[0]!, state: authorize.searchParams.get('state')! };
  }
  /** WeChat sends the browser back to the callback: where the callback then sends it. */
  async function callback(query: string, cookie?: string) {
    const res = await get(`${MP}/callback?${query}`, cookie);
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location), PUBLIC_URL);
  }
  async function authorise(code: string, returnTo = '/home') {
    const s = await start(returnTo);
    const landed = await callback(`code=${code}&state=${s.state}`, s.cookie);
    return { ...s, landed, ticket: landed.searchParams.get('wxmp') };
  }
  const redeem = (ticket: string, cookie?: string, headers: Record<string, string> = {}) =>
    post(t, 'wechat/mp/login', { ticket }, { ...headers, ...(cookie ? { cookie } : {}) });

  async function bindPhone(encrypt: string) {
    const mobile = newPhone();
    const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt, otpCode });
    expect(res.body.code).toBe(200);
    return res.body.data as { userId: string; tagiSCollect: number };
  }
  const userById = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  it("start sends the browser to WeChat's authorisation with the official account and a browser-bound cookie", async () => {
    const { authorize, setCookie, state } = await start('/surveyTest?tk=ABC');
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(authorize.hash).toBe('#wechat_redirect');
    expect([...authorize.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      appid: MP_APP.id,
      redirect_uri: `${PUBLIC_URL}${MP}/callback`,
      response_type: 'code',
      scope: 'snsapi_userinfo',
    });
    // WeChat keeps at most 128 bytes of [a-zA-Z0-9] in state.
    expect(state).toMatch(/^[0-9a-f]{56}$/);
    expect(setCookie).toMatch(/^lucina_wxmp=[\w-]+\.[\w-]+; Path=\/api\/user\/login\/wechat\/mp; Max-Age=600;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Secure');
  });

  it('a new WeChat user binds a phone, and the account keeps the official-account openid apart', async () => {
    const { landed, ticket, cookie } = await authorise('MP_NEW', '/surveyTest?tk=ABC#top');
    expect(landed.pathname).toBe('/surveyTest');
    expect(landed.searchParams.get('tk')).toBe('ABC');
    expect(landed.hash).toBe('#top');
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);
    const mpCalls = calls.filter((c) => c.code === 'MP_NEW' || c.openid === 'mp-o-new');
    expect(mpCalls.map((c) => c.path)).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    expect(mpCalls[1]).toMatchObject({ access_token: 'AT-MP_NEW', openid: 'mp-o-new', lang: 'zh_CN' });

    const res = await redeem(ticket!, cookie);
    expect(res.body.code).toBe(200);
    expect(res.body.data.login).toBeNull();
    const bound = await bindPhone(res.body.data.encrypt);
    // A new account: the login dialog asks the needs survey.
    expect(bound.tagiSCollect).toBe(0);
    expect(await userById(bound.userId)).toMatchObject({
      wechatMpOpenId: 'mp-o-new',
      wechatOpenId: null,
      wechatUnionId: 'u-new',
      nickname: '新同学',
    });

    // The website QR login of the same person (same unionid) reaches the same account and records its openid.
    const qr = await get('/api/user/login/wechat/qrConfig');
    const state = new URL(wechatQrConfigSchema.parse(qr.json().data).url).searchParams.get('state')!;
    const page = parseCallbackPage((await get(`/api/user/login/wechat/callback?code=OPEN_NEW&state=${state}`)).body);
    expect(page.payload.message.token).toBeTruthy();
    expect(await userById(bound.userId)).toMatchObject({ wechatOpenId: 'open-o-new', wechatMpOpenId: 'mp-o-new' });
  });

  it('an account made by the QR login logs in with one tap by unionid, and takes the visitor along', async () => {
    const owner = await t.login({ phone: newPhone(), wechatOpenId: 'open-o-old', wechatUnionId: 'u-old' });
    const tempToken = `${Date.now()}77777`;
    const visitor = await visitorRepository(t.db).upsert(tempToken, null);
    const { ticket, cookie } = await authorise('MP_OLD');
    const res = await redeem(ticket!, cookie, signedVisitorHeaders(tempToken));
    expect(res.body.code).toBe(200);
    expect(res.body.data.encrypt).toBeNull();
    expect(res.body.data.login).toMatchObject({ userId: owner.user.id, token: expect.any(String) });
    expect(await userById(owner.user.id)).toMatchObject({ wechatMpOpenId: 'mp-o-old', wechatOpenId: 'open-o-old' });
    const [claimed] = await t.db.select().from(visitors).where(eq(visitors.id, visitor.id));
    expect(claimed!.claimedByUserId).toBe(owner.user.id);
  });

  it("without a unionid the official account's openid finds the account it was bound to", async () => {
    const first = await authorise('MP_NO_UNION');
    const bound = await bindPhone((await redeem(first.ticket!, first.cookie)).body.data.encrypt);
    const again = await authorise('MP_NO_UNION');
    const res = await redeem(again.ticket!, again.cookie);
    expect(res.body.data.login.userId).toBe(bound.userId);
    expect(await userById(bound.userId)).toMatchObject({ wechatMpOpenId: 'mp-o-lonely', wechatUnionId: null });
  });

  it('a ticket works once, and only in the browser that started the flow', async () => {
    const a = await authorise('MP_OLD');
    const b = await start();
    const expired = { code: 400, msg: LoginText.wechatMpExpired };
    expect((await redeem(a.ticket!)).body).toMatchObject(expired);
    expect((await redeem(a.ticket!, b.cookie)).body).toMatchObject(expired);
    expect((await redeem(a.ticket!, a.cookie)).body.code).toBe(200);
    expect((await redeem(a.ticket!, a.cookie)).body).toMatchObject(expired);
    expect((await redeem('0'.repeat(32), a.cookie)).body).toMatchObject(expired);
  });

  it('a tampered, foreign or replayed state lands on the login dialog with an explanation, before any WeChat call', async () => {
    const s = await start('/market');
    const before = calls.length;
    const flipped = `${s.state.slice(0, 30)}${s.state[30] === 'a' ? 'b' : 'a'}${s.state.slice(31)}`;
    const other = await start('/market');
    for (const [query, cookie] of [
      [`code=MP_OLD&state=${flipped}`, s.cookie],
      [`code=MP_OLD&state=${s.state}`, undefined],
      [`code=MP_OLD&state=${s.state}`, other.cookie],
      [`code=MP_OLD&state=${s.state}`, `lucina_wxmp=${s.cookie.split('=')[1]!.slice(0, -2)}xx`],
    ] as const) {
      const landed = await callback(query, cookie);
      expect(landed.searchParams.get('wxmpError')).toBe('expired');
      expect(landed.searchParams.get('wxmp')).toBeNull();
    }
    expect(calls.length).toBe(before);
    // The genuine pair still works once; its replay is refused.
    expect((await callback(`code=MP_OLD&state=${s.state}`, s.cookie)).searchParams.get('wxmp')).toBeTruthy();
    const replay = await callback(`code=MP_OLD&state=${s.state}`, s.cookie);
    expect(replay.pathname).toBe('/market');
    expect(replay.searchParams.get('wxmpError')).toBe('expired');
  });

  it('a refusal and a WeChat error come back as reasons, never as a JSON blob', async () => {
    const denied = await start('/personal/info');
    const landedDenied = await callback(`state=${denied.state}`, denied.cookie);
    expect(`${landedDenied.pathname}${landedDenied.search}`).toBe('/personal/info?wxmpError=denied');
    const failed = await start('/home');
    const landedFailed = await callback(`code=STOLEN&state=${failed.state}`, failed.cookie);
    expect(`${landedFailed.pathname}${landedFailed.search}`).toBe('/home?wxmpError=failed');
  });

  it.each(['//evil.example.com/x', 'https://evil.example.com/', '/api/user/info', '/\\evil.example.com', 'home'])(
    'the return path %s is not a page of the site: the flow comes back to /home',
    async (returnTo) => {
      const { landed } = await authorise('MP_OLD', returnTo);
      expect(landed.origin).toBe(PUBLIC_URL);
      expect(landed.pathname).toBe('/home');
    },
  );

  it('the sandbox authorisation page does not exist when the official account is configured', async () => {
    expect((await get(`${MP}/sandbox?state=x`)).statusCode).toBe(404);
    expect((await get(`${MP}/sandbox/decide?state=x&decision=allow`)).statusCode).toBe(404);
  });
});
