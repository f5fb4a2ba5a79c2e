import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginText, wechatQrConfigSchema } from '@lucina/contracts';
import { createMemoryKv, createRedisKv, MemoryKvHub, type Kv } from '../../src/kv/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { latestCode, LOGIN_TEST_ENV, newPhone, parseCallbackPage, post, solveCaptcha } from './helpers.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two instances on one KV store (Redis when TEST_REDIS_URL is set) and one AUTH_SECRET, as deployed. */
describe(`login across two instances (${redisUrl ? 'redis' : 'shared memory'} store)`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const prefix = `lucina-test-${randomUUID()}:`;
    const hub = new MemoryKvHub();
    const kv = (): Kv => (redisUrl ? createRedisKv(redisUrl, prefix) : createMemoryKv(hub));
    const env = { ...LOGIN_TEST_ENV, AUTH_SECRET: 'x'.repeat(48) };
    a = await createTestApp({ env, kv: kv() });
    b = await createTestApp({ env, kv: kv() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a captcha from one instance is accepted once by the other, and codes are checked anywhere', async () => {
    const captcha = await solveCaptcha(a);
    const phone = newPhone();
    expect((await post(b, 'sendSms', { userPhone: phone, ...captcha })).body.code).toBe(200);
    expect((await post(a, 'sendSms', { userPhone: newPhone(), ...captcha })).body.msg).toBe(LoginText.captchaExpired);
    const code = await latestCode(b, phone);
    expect((await post(a, 'checkOtp', { mobile: phone, otpCode: code })).body.code).toBe(200);
    const resend = await post(a, 'sendSms', { userPhone: phone, ...(await solveCaptcha(a)) });
    expect(resend.body.msg).toContain('秒后再试');
  });

  it('a QR state made by one instance is honoured once by the other', async () => {
    const { url } = wechatQrConfigSchema.parse((await a.app.inject('/api/user/login/wechat/qrConfig')).json().data);
    const state = new URL(url, 'http://x').searchParams.get('state')!;
    const go = await b.app.inject(
      `/api/user/login/wechat/sandbox/authorize?state=${state}&nickname=%E5%B0%8F%E5%90%B4`,
    );
    const page = parseCallbackPage((await b.app.inject(go.headers.location as string)).body);
    expect(page.payload.message.encrypt).toBeTruthy();
    const again = await a.app.inject(`/api/user/login/wechat/sandbox/authorize?state=${state}&nickname=x`);
    const reused = parseCallbackPage((await a.app.inject(again.headers.location as string)).body);
    expect(reused.payload.message.ok).toBe(false);
  });
});
