import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@lucina/contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LOGIN_TEST_ENV, post } from './helpers.js';

const PUBLIC_URL = 'http://127.0.0.1:3000';
const MP = '/api/user/login/wechat/mp';

describe('one-tap login in WeChat, sandbox stand-in and switched off', () => {
  let t: TestApp;
  let realQrOnly: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...LOGIN_TEST_ENV, PUBLIC_URL } });
    realQrOnly = await createTestApp({ env: { ...LOGIN_TEST_ENV, WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' } });
  });
  afterAll(async () => {
    await t?.close();
    await realQrOnly?.close();
  });

  const get = (app: TestApp, url: string, cookie?: string) =>
    app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** Start, then the sandbox authorisation page's button; where the browser lands and its cookie. */
  async function decide(decision: 'allow' | 'deny') {
    const started = await get(t, `${MP}/start?returnTo=/home`);
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    const page = await get(t, String(started.headers.location));
    const state = new URL(String(started.headers.location), PUBLIC_URL).searchParams.get('state')!;
    const decided = await get(t, `${MP}/sandbox/decide?state=${state}&decision=${decision}`);
    expect(decided.statusCode).toBe(302);
    const landed = await get(t, String(decided.headers.location), cookie);
    return { page, cookie, landed: new URL(String(landed.headers.location), PUBLIC_URL) };
  }

  it('start goes to a phone-style authorisation page with 允许 and 拒绝, and no script', async () => {
    const { page } = await decide('deny');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>微信授权</title>');
    expect(page.body).toMatch(/<button class="allow"[^>]*value="allow">允许<\/button>/);
    expect(page.body).toMatch(/<button class="deny"[^>]*value="deny">拒绝<\/button>/);
    expect(page.body).toContain('演示环境');
    expect(page.body).not.toContain('<script');
  });

  it('允许 walks the same path as WeChat: a ticket, then a bind-phone token for the new identity', async () => {
    const { landed, cookie } = await decide('allow');
    const ticket = landed.searchParams.get('wxmp')!;
    expect(landed.pathname).toBe('/home');
    const res = await post(t, 'wechat/mp/login', { ticket }, { cookie });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ login: null, encrypt: expect.any(String) });
  });

  it('拒绝 comes back to the page with the reason', async () => {
    const { landed } = await decide('deny');
    expect(`${landed.pathname}${landed.search}`).toBe('/home?wxmpError=denied');
  });

  it('the site offers one-tap login in the sandbox; not on a real QR login without an official account', async () => {
    const site = async (app: TestApp) => siteConfigSchema.parse((await get(app, '/api/site/config')).json().data);
    expect((await site(t)).wechatMpLogin).toBe(true);
    expect((await site(realQrOnly)).wechatMpLogin).toBe(false);
    expect((await get(realQrOnly, `${MP}/start`)).statusCode).toBe(404);
    expect((await get(realQrOnly, `${MP}/sandbox?state=x`)).statusCode).toBe(404);
  });
});
