import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginText } from '@lucina/contracts';
import { createMemoryKv, createRedisKv, type Kv } from '../../src/kv/index.js';
import { cooldownKey } from '../../src/modules/login/otp.service.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { latestCode, LOGIN_TEST_ENV, newEmail, newPhone, post, sendSmsCode, solveCaptcha } from './helpers.js';

/** Any 6-digit code other than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  let t: TestApp;
  let capped: TestApp;
  beforeAll(async () => {
    // One after the other: building apps in parallel slows plugin start-up under a loaded test run.
    t = await createTestApp({ env: LOGIN_TEST_ENV });
    capped = await createTestApp({
      env: { ENABLE_TEST_ROUTES: 'true', OTP_DAILY_LIMIT_PER_TARGET: '2', OTP_DAILY_LIMIT_PER_IP: '3' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await capped?.close();
  });

  it('sends a 6-digit code and tells the client when it may ask again', async () => {
    const phone = newPhone();
    const res = await post(t, 'sendSms', { userPhone: phone, ...(await solveCaptcha(t)) });
    expect(res.body).toEqual({ code: 200, msg: '操作成功', data: { resendAfterSeconds: 60 } });
    expect(await latestCode(t, phone)).toMatch(/^\d{6}$/);
  });

  it('keeps only a keyed hash of the code in the shared store', async () => {
    const email = newEmail();
    await post(t, 'sendEmail', { userEmail: email, ...(await solveCaptcha(t)) });
    const code = await latestCode(t, email);
    const stored = await t.kv.get(`otp:login:email:${email}`);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(code);
  });

  it('refuses a resend to the same phone within 60 s, saying how long to wait', async () => {
    const phone = newPhone();
    await sendSmsCode(t, phone);
    const again = await post(t, 'sendSms', { userPhone: phone, ...(await solveCaptcha(t)) });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^验证码发送太频繁，请(60|59)秒后再试$/);
  });

  it('refuses a resend to the same email within 60 s', async () => {
    const email = newEmail();
    expect((await post(t, 'sendEmail', { userEmail: email, ...(await solveCaptcha(t)) })).body.code).toBe(200);
    const again = await post(t, 'sendEmail', { userEmail: email.toUpperCase(), ...(await solveCaptcha(t)) });
    expect(again.status).toBe(429);
    expect(again.body.msg).toContain('秒后再试');
  });

  it('the on-blur check accepts the right code without using it up', async () => {
    const phone = newPhone();
    const code = await sendSmsCode(t, phone);
    expect((await post(t, 'checkOtp', { mobile: phone, otpCode: code })).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: null,
    });
    expect((await post(t, 'checkOtp', { mobile: phone, otpCode: code })).body.code).toBe(200);
    expect((await post(t, 'login', { username: phone, otpCode: code, loginType: 1 })).body.code).toBe(200);
  });

  it('checks email codes the same way', async () => {
    const email = newEmail();
    await post(t, 'sendEmail', { userEmail: email, ...(await solveCaptcha(t)) });
    const code = await latestCode(t, email);
    expect((await post(t, 'checkEmailOtp', { email, otpCode: wrongCode(code) })).body.msg).toBe(LoginText.otpWrong);
    expect((await post(t, 'checkEmailOtp', { email, otpCode: code })).body.code).toBe(200);
  });

  it('five wrong codes lock the code, even the right one then fails, until a new code is sent', async () => {
    const phone = newPhone();
    const code = await sendSmsCode(t, phone);
    for (let i = 1; i <= 4; i++) {
      const res = await post(t, 'checkOtp', { mobile: phone, otpCode: wrongCode(code) });
      expect(res.body.msg).toBe(LoginText.otpWrong);
    }
    const fifth = await post(t, 'login', { username: phone, otpCode: wrongCode(code), loginType: 1 });
    expect(fifth.body.msg).toBe(LoginText.otpLocked);
    expect((await post(t, 'login', { username: phone, otpCode: code, loginType: 1 })).body.msg).toBe(
      LoginText.otpLocked,
    );
    expect((await post(t, 'checkOtp', { mobile: phone, otpCode: code })).body.msg).toBe(LoginText.otpLocked);
  });

  it('a new code after a lock works again', async () => {
    const phone = newPhone();
    const first = await sendSmsCode(capped, phone);
    for (let i = 0; i < 5; i++) await post(capped, 'checkOtp', { mobile: phone, otpCode: wrongCode(first) });
    const second = await sendSmsCode(capped, phone);
    expect((await post(capped, 'checkOtp', { mobile: phone, otpCode: second })).body.code).toBe(200);
  });

  it('a code nobody sent is refused as expired', async () => {
    const res = await post(t, 'checkOtp', { mobile: newPhone(), otpCode: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(LoginText.otpExpired);
  });

  it('a bind-phone code does not log in by phone, and a login code does not bind', async () => {
    const phone = newPhone();
    const bindCode = await sendSmsCode(t, phone, 'sendBindWechatSms');
    const res = await post(t, 'login', { username: phone, otpCode: bindCode, loginType: 1 });
    expect(res.body.msg).toBe(LoginText.otpExpired);
  });

  /** Sends from `ip`, so each cap test counts only its own requests. */
  const sendFrom = async (ip: string, phone: string) => {
    const payload = { userPhone: phone, ...(await solveCaptcha(capped)) };
    const res = await capped.app.inject({ method: 'POST', url: '/api/user/login/sendSms', payload, remoteAddress: ip });
    return res.json() as { code: number; msg: string };
  };

  it('caps codes per phone per day', async () => {
    const phone = newPhone();
    const waitOutResend = () => capped.kv.del(cooldownKey({ purpose: 'login', target: phone }));
    expect((await sendFrom('10.0.0.1', phone)).code).toBe(200);
    await waitOutResend();
    expect((await sendFrom('10.0.0.1', phone)).code).toBe(200);
    await waitOutResend();
    expect(await sendFrom('10.0.0.2', phone)).toEqual({ code: 429, msg: LoginText.dailyLimitPhone, data: null });
  });

  it('caps codes per client IP per day, across targets', async () => {
    for (let i = 0; i < 3; i++) expect((await sendFrom('10.1.2.3', newPhone())).code).toBe(200);
    expect(await sendFrom('10.1.2.3', newPhone())).toMatchObject({ code: 429, msg: LoginText.dailyLimitIp });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<[string, () => Kv]> = [['memory', () => createMemoryKv()]];
if (redisUrl) stores.push(['redis', () => createRedisKv(redisUrl, `lucina-test-${randomUUID()}:`)]);

describe.each(stores)('wrong guesses in parallel (%s store)', (_name, kv) => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-target check limit is lifted here so only the attempt counter stands between guesses and the code.
    t = await createTestApp({ env: { ...LOGIN_TEST_ENV, OTP_CHECKS_PER_MINUTE: '1000' }, kv: kv() });
  });
  afterAll(() => t?.close());

  /** Straight to the service, so all guesses are in flight together (as on several instances). */
  const guess = (phone: string, otpCode: string) =>
    t.app.ctx.services.login.checkOtp({ mobile: phone, otpCode }).then(
      () => '操作成功',
      (err: Error) => err.message,
    );

  it('50 parallel guesses: only 5 are compared, so the right code sent last is refused and the code is void', async () => {
    const phone = newPhone();
    const code = await sendSmsCode(t, phone);
    const wrong = Array.from({ length: 49 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all([...wrong, code].map((g) => guess(phone, g)));
    expect(answers.filter((m) => m === LoginText.otpWrong)).toHaveLength(4);
    expect(answers.filter((m) => m === LoginText.otpLocked)).toHaveLength(46);
    expect(answers.at(-1)).toBe(LoginText.otpLocked);
    expect(await guess(phone, code)).toBe(LoginText.otpLocked);
    expect((await post(t, 'login', { username: phone, otpCode: code, loginType: 1 })).body.msg).toBe(
      LoginText.otpLocked,
    );
  });

  it('the right code checked in parallel with wrong guesses still logs in when fewer than 5 were wrong', async () => {
    const phone = newPhone();
    const code = await sendSmsCode(t, phone);
    const answers = await Promise.all([
      guess(phone, wrongCode(code)),
      guess(phone, code),
      guess(phone, wrongCode(code)),
      guess(phone, code),
    ]);
    expect(answers.sort()).toEqual(['操作成功', '操作成功', LoginText.otpWrong, LoginText.otpWrong]);
    expect((await post(t, 'login', { username: phone, otpCode: code, loginType: 1 })).body.code).toBe(200);
  });
});

describe('code checks per target', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...LOGIN_TEST_ENV, OTP_CHECKS_PER_MINUTE: '3' } });
  });
  afterAll(() => t?.close());

  it('refuses checks of one phone beyond the per-minute limit, right code or not, while other targets go on', async () => {
    const phone = newPhone();
    const code = await sendSmsCode(t, phone);
    for (let i = 0; i < 3; i++)
      expect((await post(t, 'checkOtp', { mobile: phone, otpCode: code })).body.code).toBe(200);
    const refused = await post(t, 'checkOtp', { mobile: phone, otpCode: code });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(LoginText.otpChecksTooFrequent);
    const other = newPhone();
    const otherCode = await sendSmsCode(t, other);
    expect((await post(t, 'checkOtp', { mobile: other, otpCode: otherCode })).body.code).toBe(200);
  });

  it('limits email code checks the same way', async () => {
    const email = newEmail();
    await post(t, 'sendEmail', { userEmail: email, ...(await solveCaptcha(t)) });
    const code = await latestCode(t, email);
    for (let i = 0; i < 3; i++) await post(t, 'checkEmailOtp', { email, otpCode: wrongCode(code) });
    const refused = await post(t, 'checkEmailOtp', { email, otpCode: code });
    expect(refused.body).toMatchObject({ code: 429, msg: LoginText.otpChecksTooFrequent });
  });
});
