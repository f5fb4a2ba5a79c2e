import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWechatLoginMsg, LoginText, wechatLoginMessageSchema, wechatQrConfigSchema } from '@lucina/contracts';
import { invitations, users, visitors } from '../../src/db/schema/index.js';
import { visitorRepository } from '../../src/modules/visitors/visitor.repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedVisitorHeaders } from '../helpers/visitor.js';
import { LOGIN_TEST_ENV, newPhone, parseCallbackPage, phoneLogin, post, sendSmsCode } from './helpers.js';

const PUBLIC_URL = 'https://lucina.example.com';

describe('WeChat QR login, sandbox mode', () => {
  let t: TestApp;
  let short: TestApp;
  beforeAll(async () => {
    // One after the other: building apps in parallel slows plugin start-up under a loaded test run.
    t = await createTestApp({ env: { ...LOGIN_TEST_ENV, PUBLIC_URL } });
    short = await createTestApp({ env: { ...LOGIN_TEST_ENV, WECHAT_BIND_TTL_SECONDS: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await short?.close();
  });

  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });

  /** Plays the whole frame: QR config, sandbox page, "scan" with a nickname, callback page. */
  async function scan(app: TestApp, nickname: string, opts: { tk?: string; headers?: Record<string, string> } = {}) {
    const config = await get(app, `/api/user/login/wechat/qrConfig${opts.tk ? `?tk=${opts.tk}` : ''}`, opts.headers);
    const { url } = wechatQrConfigSchema.parse(config.json().data);
    const state = new URL(url, PUBLIC_URL).searchParams.get('state')!;
    const authorize = await get(
      app,
      `/api/user/login/wechat/sandbox/authorize?${new URLSearchParams({ state, nickname })}`,
    );
    expect(authorize.statusCode).toBe(302);
    const callback = await get(app, authorize.headers.location as string);
    const page = parseCallbackPage(callback.body);
    return { state, callback, page, message: wechatLoginMessageSchema.parse(page.payload.message) };
  }

  it('qrConfig points the frame at the sandbox page with a fresh state', async () => {
    const res = await get(t, '/api/user/login/wechat/qrConfig');
    const data = wechatQrConfigSchema.parse(res.json().data);
    expect(data.mode).toBe('sandbox');
    expect(data.expiresInSeconds).toBe(600);
    expect(data.url).toMatch(/^\/api\/user\/login\/wechat\/sandbox\?state=[0-9a-f]{32}$/);
    const other = wechatQrConfigSchema.parse((await get(t, '/api/user/login/wechat/qrConfig')).json().data);
    expect(other.url).not.toBe(data.url);
  });

  it('the sandbox page is a self-contained form titled 模拟扫码登录, with no script at all', async () => {
    const res = await get(t, '/api/user/login/wechat/sandbox?state=abc123');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>模拟扫码登录</title>');
    expect(res.body).toContain('action="/api/user/login/wechat/sandbox/authorize"');
    expect(res.body).toContain('name="state" value="abc123"');
    expect(res.body).toMatch(/<button[^>]*>模拟扫码登录<\/button>/);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('每次模拟扫码都是一个全新的微信身份');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('a scan without a bound phone returns an encrypt and no token; binding a phone completes the login', async () => {
    const { message, page, callback } = await scan(t, '小明');
    expect(callback.headers['cache-control']).toBe('no-store');
    expect(page.payload.targetOrigin).toBe(PUBLIC_URL);
    expect(message).toMatchObject({ source: 'lucina-wechat-login', ok: true, token: null });
    expect(decodeWechatLoginMsg(message.msg)).toBe(LoginText.wechatNeedsPhone);
    expect(message.encrypt).toBeTruthy();

    const mobile = newPhone();
    const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: message.encrypt, otpCode });
    expect(res.body.code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.data.userId));
    expect(row).toMatchObject({ phone: mobile, nickname: '小明', chatCount: 10 });
    expect(row!.wechatOpenId).toMatch(/^sandbox-o-/);
    const me = await get(t, '/api/user/lucinaUser/getLucinaInfo', { authorization: res.body.data.token });
    expect(me.json().data).toMatchObject({ wechatBound: true, nickname: '小明' });
  });

  it('two people typing the same nickname get two accounts', async () => {
    const accounts = [];
    for (const mobile of [newPhone(), newPhone()]) {
      const { message } = await scan(t, '同名用户');
      const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
      const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: message.encrypt, otpCode });
      expect(res.body.code).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, res.body.data.userId));
      accounts.push(row!);
    }
    const [a, b] = accounts;
    expect(a!.id).not.toBe(b!.id);
    expect([a!.nickname, b!.nickname]).toEqual(['同名用户', '同名用户']);
    expect(a!.wechatOpenId).not.toBe(b!.wechatOpenId);
    expect(a!.wechatUnionId).not.toBe(b!.wechatUnionId);
  });

  it('a second scan is a new WeChat identity: it never logs into the first one', async () => {
    const first = await scan(t, '老王');
    const mobile = newPhone();
    const otp = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    expect(
      (await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: first.message.encrypt, otpCode: otp })).status,
    ).toBe(200);

    const { message } = await scan(t, '老王');
    expect(message).toMatchObject({ ok: true, token: null });
    expect(decodeWechatLoginMsg(message.msg)).toBe(LoginText.wechatNeedsPhone);
    // The phone belongs to the first identity; the way back into that account is the phone login.
    const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: message.encrypt, otpCode });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(LoginText.phoneTakenByOtherWechat);
  });

  it('the callback page hands its data to an external script only (CSP forbids inline scripts)', async () => {
    const { page, callback } = await scan(t, '小红');
    for (const script of page.scripts) {
      const external = /src="\/api\/user\/login\/wechat\/relay\.js"/.test(script.attrs) && script.body === '';
      expect(external || script.attrs.includes('type="application/json"')).toBe(true);
    }
    expect(String(callback.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
    const relay = await get(t, '/api/user/login/wechat/relay.js');
    expect(relay.headers['content-type']).toContain('javascript');
    expect(relay.body).toContain('window.parent.postMessage(data.message, data.targetOrigin)');
  });

  it('a state works once, and an unknown state is refused', async () => {
    const { state } = await scan(t, '阿强');
    const reuse = await get(t, `/api/user/login/wechat/sandbox/authorize?state=${state}&nickname=阿强`);
    const again = parseCallbackPage((await get(t, reuse.headers.location as string)).body).payload.message;
    expect(again).toMatchObject({ ok: false, token: null, encrypt: null });
    expect(decodeWechatLoginMsg(again.msg)).toBe(LoginText.wechatStateInvalid);
    const unknown = parseCallbackPage((await get(t, '/api/user/login/wechat/callback?code=x&state=nope')).body);
    expect(decodeWechatLoginMsg(unknown.payload.message.msg)).toBe(LoginText.wechatStateInvalid);
  });

  it('refuses a tampered encrypt without spending the SMS code', async () => {
    const { message } = await scan(t, '篡改者');
    const [body, sig] = message.encrypt!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, openid: 'someone-else' })).toString('base64url')}.${sig}`;
    const mobile = newPhone();
    const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    for (const encrypt of [forged, `${message.encrypt}x`, 'garbage']) {
      const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt, otpCode });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(LoginText.bindTokenInvalid);
    }
    expect((await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: message.encrypt, otpCode })).body.code).toBe(200);
  });

  it('refuses an expired encrypt', async () => {
    const { message } = await scan(short, '迟到者');
    const mobile = newPhone();
    const otpCode = await sendSmsCode(short, mobile, 'sendBindWechatSms');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // WECHAT_BIND_TTL_SECONDS=1 here
    const res = await post(short, 'wechatBindPhoneLogin', { mobile, encrypt: message.encrypt, otpCode });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(LoginText.bindTokenExpired);
  });

  it('binding a phone that already has an account attaches WeChat to that account', async () => {
    const mobile = newPhone();
    const existing = await phoneLogin(t, mobile);
    const { message } = await scan(t, '老用户');
    const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: message.encrypt, otpCode });
    expect(res.body.data.userId).toBe(existing.userId);
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.userId));
    expect(row!.wechatOpenId).toMatch(/^sandbox-o-/);
  });

  it('refuses a phone already bound to another WeChat, changing nothing', async () => {
    const mobile = newPhone();
    const a = await scan(t, '甲');
    await post(t, 'wechatBindPhoneLogin', {
      mobile,
      encrypt: a.message.encrypt,
      otpCode: await sendSmsCode(t, mobile, 'sendBindWechatSms'),
    });
    const b = await scan(t, '乙');
    const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: b.message.encrypt, otpCode });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(LoginText.phoneTakenByOtherWechat);
    expect(await t.db.select().from(users).where(eq(users.nickname, '乙'))).toHaveLength(0);
  });

  it('says nothing about whether a phone is bound until its code is right', async () => {
    const bound = newPhone();
    const a = await scan(t, '丙');
    const otpCode = await sendSmsCode(t, bound, 'sendBindWechatSms');
    expect(
      (await post(t, 'wechatBindPhoneLogin', { mobile: bound, encrypt: a.message.encrypt, otpCode })).body.code,
    ).toBe(200);
    const b = await scan(t, '丁');
    const unbound = newPhone();
    for (const mobile of [bound, unbound]) {
      const noCode = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: b.message.encrypt, otpCode: '123456' });
      expect(noCode.body.msg).toBe(LoginText.otpExpired);
      const code = await sendSmsCode(t, mobile, 'sendBindWechatSms');
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const guessed = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: b.message.encrypt, otpCode: wrong });
      expect(guessed.body.msg).toBe(LoginText.otpWrong);
    }
  });

  it('a replayed encrypt cannot bind the same WeChat to a second phone', async () => {
    const { message } = await scan(t, '重放者');
    const [first, second] = [newPhone(), newPhone()];
    const otp1 = await sendSmsCode(t, first, 'sendBindWechatSms');
    expect(
      (await post(t, 'wechatBindPhoneLogin', { mobile: first, encrypt: message.encrypt, otpCode: otp1 })).body.code,
    ).toBe(200);
    const otp2 = await sendSmsCode(t, second, 'sendBindWechatSms');
    const res = await post(t, 'wechatBindPhoneLogin', { mobile: second, encrypt: message.encrypt, otpCode: otp2 });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(LoginText.wechatTakenByOtherPhone);
    expect(await t.db.select().from(users).where(eq(users.phone, second))).toHaveLength(0);
  });

  it('moves the visitor to the account and records the tk given to the QR config', async () => {
    const inviter = await t.login();
    const tempToken = `${Date.now()}55555`;
    const visitor = await visitorRepository(t.db).upsert(tempToken, null);
    const headers = signedVisitorHeaders(tempToken);
    const { message } = await scan(t, '新朋友', { tk: inviter.user.inviteCode, headers });
    const mobile = newPhone();
    const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: message.encrypt, otpCode }, headers);
    const userId = res.body.data.userId as string;
    const [claimed] = await t.db.select().from(visitors).where(eq(visitors.id, visitor.id));
    expect(claimed!.claimedByUserId).toBe(userId);
    const rows = await t.db.select().from(invitations).where(eq(invitations.inviteeUserId, userId));
    expect(rows.map((r) => r.inviterUserId)).toEqual([inviter.user.id]);
  });
});
