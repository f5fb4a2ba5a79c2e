import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaImageSchema, LoginText } from '@lucina/contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LOGIN_TEST_ENV, newEmail, newPhone, post, solveCaptcha } from './helpers.js';

describe('image captcha', () => {
  let t: TestApp;
  let short: TestApp;
  beforeAll(async () => {
    // One after the other: building apps in parallel slows plugin start-up under a loaded test run.
    t = await createTestApp({ env: LOGIN_TEST_ENV });
    short = await createTestApp({ env: { ...LOGIN_TEST_ENV, CAPTCHA_TTL_SECONDS: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await short?.close();
  });

  it('returns a PNG data URL and a uuid', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/login/captchaImage' });
    expect(res.statusCode).toBe(200);
    const data = captchaImageSchema.parse(res.json().data);
    expect(data.img).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data.img.split(',')[1]!, 'base64');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 120, height: 40 });
  });

  it('accepts the answer in any letter case', async () => {
    const captcha = await solveCaptcha(t);
    const res = await post(t, 'sendSms', {
      userPhone: newPhone(),
      uuid: captcha.uuid,
      code: ` ${captcha.code.toUpperCase()} `,
    });
    expect(res.body.code).toBe(200);
  });

  it('works once: the same captcha is refused the second time', async () => {
    const captcha = await solveCaptcha(t);
    expect((await post(t, 'sendSms', { userPhone: newPhone(), ...captcha })).body.code).toBe(200);
    const again = await post(t, 'sendSms', { userPhone: newPhone(), ...captcha });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(LoginText.captchaExpired);
  });

  it('a wrong answer is refused and spends the captcha, so it cannot be guessed again', async () => {
    const captcha = await solveCaptcha(t);
    const wrong = await post(t, 'sendSms', { userPhone: newPhone(), uuid: captcha.uuid, code: 'zzzz' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(LoginText.captchaWrong);
    const right = await post(t, 'sendSms', { userPhone: newPhone(), ...captcha });
    expect(right.body.msg).toBe(LoginText.captchaExpired);
  });

  it('an unknown uuid is refused', async () => {
    const res = await post(t, 'sendSms', { userPhone: newPhone(), uuid: 'no-such-captcha', code: 'abcd' });
    expect(res.body.msg).toBe(LoginText.captchaExpired);
  });

  it('expires after CAPTCHA_TTL_SECONDS', async () => {
    const captcha = await solveCaptcha(short);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await post(short, 'sendSms', { userPhone: newPhone(), ...captcha });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(LoginText.captchaExpired);
  });

  it('guards email codes too: no code is sent without a solved captcha', async () => {
    const email = newEmail();
    const missing = await post(t, 'sendEmail', { userEmail: email });
    expect(missing).toMatchObject({ status: 400, body: { msg: LoginText.captchaRequired } });
    const wrong = await post(t, 'sendEmail', { userEmail: email, uuid: (await solveCaptcha(t)).uuid, code: 'zzzz' });
    expect(wrong.body.msg).toBe(LoginText.captchaWrong);
    expect((await post(t, 'checkEmailOtp', { email, otpCode: '123456' })).body.msg).toBe(LoginText.otpExpired);
    expect((await post(t, 'sendEmail', { userEmail: email, ...(await solveCaptcha(t)) })).body.code).toBe(200);
  });

  it('guards the bind-phone SMS as well', async () => {
    const res = await post(t, 'sendBindWechatSms', { userPhone: newPhone(), uuid: 'gone', code: 'abcd' });
    expect(res.body.msg).toBe(LoginText.captchaExpired);
  });
});
