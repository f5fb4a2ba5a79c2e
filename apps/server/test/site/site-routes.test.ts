import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@lucina/contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';

const WECHAT_ROUTES = [
  ['GET', '/api/user/login/wechat/qrConfig'],
  ['GET', '/api/user/login/wechat/sandbox?state=x'],
  ['GET', '/api/user/login/wechat/sandbox/authorize?state=x&nickname=a'],
  ['GET', '/api/user/login/wechat/callback?code=x&state=x'],
  ['GET', '/api/user/login/wechat/relay.js'],
  ['POST', '/api/user/login/wechatBindPhoneLogin'],
  ['POST', '/api/user/login/sendBindWechatSms'],
] as const;
const EMAIL_ROUTES = [
  ['POST', '/api/user/login/sendEmail'],
  ['POST', '/api/user/login/checkEmailOtp'],
] as const;

describe('site config and switched-off features', () => {
  let demo: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    off = await createTestApp({ env: { WECHAT_LOGIN: 'off', EMAIL_LOGIN: 'off' } });
  });
  afterAll(async () => {
    await demo?.close();
    await off?.close();
  });

  const siteConfig = async (t: TestApp) => {
    const res = await t.app.inject('/api/site/config');
    expect(res.statusCode).toBe(200);
    return siteConfigSchema.parse(res.json().data);
  };

  it('tells the web that embedded defaults are a demonstration, and what it simulates', async () => {
    expect(await siteConfig(demo)).toMatchObject({
      demo: true,
      simulated: ['wechatLogin', 'payment', 'sms', 'email'],
      wechatLogin: true,
      emailLogin: true,
    });
  });

  it('WECHAT_LOGIN=off and EMAIL_LOGIN=off: the web hides them and their routes answer 404', async () => {
    expect(await siteConfig(off)).toMatchObject({
      demo: true,
      simulated: ['payment', 'sms'],
      wechatLogin: false,
      emailLogin: false,
    });
    for (const [method, url] of [...WECHAT_ROUTES, ...EMAIL_ROUTES]) {
      const res = await off.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json().msg).toContain('请求地址出错');
    }
  });

  it('the same routes exist while the features are on', async () => {
    for (const [method, url] of [...WECHAT_ROUTES, ...EMAIL_ROUTES]) {
      const res = await demo.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect([url, res.statusCode]).not.toEqual([url, 404]);
    }
  });
});

describe('API docs', () => {
  it('are not served in production unless API_DOCS=on', async () => {
    const env = { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(32) };
    for (const [extra, expected] of [
      [{}, 404],
      [{ API_DOCS: 'on' }, 200],
    ] as const) {
      const t = await createTestApp({ env: { ...env, ...extra } });
      try {
        expect((await t.app.inject('/api/docs/json')).statusCode).toBe(expected);
        expect((await t.app.inject('/api/docs')).statusCode).toBe(expected === 404 ? 404 : 200);
      } finally {
        await t.close();
      }
    }
  });
});
