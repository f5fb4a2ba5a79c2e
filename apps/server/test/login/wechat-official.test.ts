import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWechatLoginMsg, LoginText, wechatQrConfigSchema } from '@lucina/contracts';
import { users, visitors } from '../../src/db/schema/index.js';
import { visitorRepository } from '../../src/modules/visitors/visitor.repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedVisitorHeaders } from '../helpers/visitor.js';
import { LOGIN_TEST_ENV, newPhone, parseCallbackPage, post, sendSmsCode, startJsonServer } from './helpers.js';

const PUBLIC_URL = 'https://lucina.example.com';
const APP_ID = 'wx0123456789abcdef';
const APP_SECRET = 'appsecret-for-tests';

describe('WeChat QR login against the Open Platform API', () => {
  let t: TestApp;
  let wechat: Awaited<ReturnType<typeof startJsonServer>>;
  const seen: string[] = [];

  beforeAll(async () => {
    // Stands in for api.weixin.qq.com: checks what our server sends, answers as WeChat documents.
    wechat = await startJsonServer((req) => {
      const url = new URL(req.url!, 'http://x');
      const q = Object.fromEntries(url.searchParams);
      seen.push(url.pathname);
      if (url.pathname === '/sns/oauth2/access_token') {
        const valid = q.appid === APP_ID && q.secret === APP_SECRET && q.grant_type === 'authorization_code';
        if (!valid || q.code !== 'GOOD_CODE') return { json: { errcode: 40029, errmsg: 'invalid code' } };
        return {
          json: {
            access_token: 'ACCESS_TOKEN_1',
            expires_in: 7200,
            refresh_token: 'R',
            openid: 'o-real-1',
            scope: 'snsapi_login',
            unionid: 'u-real-1',
          },
        };
      }
      if (url.pathname === '/sns/userinfo' && q.access_token === 'ACCESS_TOKEN_1' && q.openid === 'o-real-1') {
        return {
          json: {
            openid: 'o-real-1',
            nickname: '真实用户',
            headimgurl: 'https://thirdwx.qlogo.cn/avatar.png',
            unionid: 'u-real-1',
          },
        };
      }
      return { status: 404, json: { errcode: 40001, errmsg: 'unexpected call' } };
    });
    t = await createTestApp({
      env: {
        ...LOGIN_TEST_ENV,
        PUBLIC_URL,
        WECHAT_APP_ID: APP_ID,
        WECHAT_APP_SECRET: APP_SECRET,
        WECHAT_API_BASE: wechat.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const newState = async () => {
    const { url } = wechatQrConfigSchema.parse((await get('/api/user/login/wechat/qrConfig')).json().data);
    return new URL(url).searchParams.get('state')!;
  };
  const callback = async (code: string, state: string) =>
    parseCallbackPage((await get(`/api/user/login/wechat/callback?code=${code}&state=${state}`)).body).payload;

  it('qrConfig returns the official qrconnect URL with our callback and a single-use state', async () => {
    const data = wechatQrConfigSchema.parse((await get('/api/user/login/wechat/qrConfig')).json().data);
    expect(data.mode).toBe('official');
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: APP_ID,
      redirect_uri: `${PUBLIC_URL}/api/user/login/wechat/callback`,
      response_type: 'code',
      scope: 'snsapi_login',
    });
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('exchanges the code, reads the profile, and binds a phone to the new account', async () => {
    const payload = await callback('GOOD_CODE', await newState());
    expect(seen).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    expect(payload.targetOrigin).toBe(PUBLIC_URL);
    expect(payload.message).toMatchObject({ ok: true, token: null });
    const mobile = newPhone();
    const otpCode = await sendSmsCode(t, mobile, 'sendBindWechatSms');
    const res = await post(t, 'wechatBindPhoneLogin', { mobile, encrypt: payload.message.encrypt, otpCode });
    expect(res.body.code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.data.userId));
    expect(row).toMatchObject({
      phone: mobile,
      wechatOpenId: 'o-real-1',
      wechatUnionId: 'u-real-1',
      nickname: '真实用户',
      userIcon: 'https://thirdwx.qlogo.cn/avatar.png',
    });

    const again = await callback('GOOD_CODE', await newState());
    expect(again.message.token).toBeTruthy();
    expect(decodeWechatLoginMsg(again.message.msg)).toBe('登录成功');
  });

  it('a direct login by scan claims the visitor whose page showed the QR', async () => {
    const [bound] = await t.db.select().from(users).where(eq(users.wechatOpenId, 'o-real-1'));
    const owner =
      bound ?? (await t.login({ phone: newPhone(), wechatOpenId: 'o-real-1', wechatUnionId: 'u-real-1' })).user;
    const tempToken = `${Date.now()}66666`;
    const visitor = await visitorRepository(t.db).upsert(tempToken, null);
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/user/login/wechat/qrConfig',
      headers: signedVisitorHeaders(tempToken),
    });
    const state = new URL(wechatQrConfigSchema.parse(config.json().data).url).searchParams.get('state')!;
    const payload = await callback('GOOD_CODE', state);
    expect(payload.message.token).toBeTruthy();
    const [claimed] = await t.db.select().from(visitors).where(eq(visitors.id, visitor.id));
    expect(claimed!.claimedByUserId).toBe(owner.id);
  });

  it('a WeChat error reply becomes a failure message in Chinese', async () => {
    const payload = await callback('EXPIRED_CODE', await newState());
    expect(payload.message).toMatchObject({ ok: false, token: null, encrypt: null });
    expect(decodeWechatLoginMsg(payload.message.msg)).toBe(LoginText.wechatFailed);
  });

  it('a cancelled authorization (no code) says so', async () => {
    const page = parseCallbackPage((await get(`/api/user/login/wechat/callback?state=${await newState()}`)).body);
    expect(decodeWechatLoginMsg(page.payload.message.msg)).toBe(LoginText.wechatDenied);
  });

  it('the sandbox page does not exist when a real WeChat app is configured', async () => {
    expect((await get('/api/user/login/wechat/sandbox?state=x')).statusCode).toBe(404);
    expect((await get('/api/user/login/wechat/sandbox/authorize?state=x&nickname=a')).statusCode).toBe(404);
  });
});
