import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginText } from '@lucina/contracts';
import { outbox, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LOGIN_TEST_ENV, post, solveCaptcha } from './helpers.js';

describe('login validation messages (SPEC §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: LOGIN_TEST_ENV });
  });
  afterAll(() => t.close());

  const expectRefused = async (url: string, payload: object, msg: string) => {
    const res = await post(t, url, payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  };

  it('asks for the phone when it is missing or blank', async () => {
    const captcha = await solveCaptcha(t);
    await expectRefused('sendSms', { code: captcha.code, uuid: captcha.uuid }, '请输入手机号');
    await expectRefused('sendSms', { userPhone: '  ', code: captcha.code, uuid: captcha.uuid }, '请输入手机号');
    await expectRefused('sendBindWechatSms', { userPhone: '', code: 'abcd', uuid: 'x' }, '请输入手机号');
    await expectRefused('checkOtp', { otpCode: '123456' }, '请输入手机号');
  });

  it('refuses phones that are not 11 digits starting with 1 then 2-9', async () => {
    for (const bad of [
      '11345678901',
      '10012345678',
      '1381234567',
      '138123456789',
      '23812345678',
      '1381234567a',
      13812345678,
    ]) {
      await expectRefused('sendSms', { userPhone: bad, code: 'abcd', uuid: 'x' }, '手机号格式不正确');
    }
    await expectRefused('login', { username: '11012345678', otpCode: '123456', loginType: 1 }, '手机号格式不正确');
    await expectRefused(
      'wechatBindPhoneLogin',
      { mobile: '1381234', encrypt: 'e', otpCode: '123456' },
      '手机号格式不正确',
    );
  });

  it('asks for the email when it is missing, and refuses malformed ones', async () => {
    await expectRefused('sendEmail', {}, '请输入邮箱');
    await expectRefused('sendEmail', { userEmail: ' ' }, '请输入邮箱');
    for (const bad of ['plainaddress', 'a@b', 'a b@c.com', '@example.com', 'x@.com.']) {
      await expectRefused('sendEmail', { userEmail: bad }, '邮箱格式不正确');
    }
    await expectRefused('login', { username: 'nobody', otpCode: '123456', loginType: 2 }, '邮箱格式不正确');
    await expectRefused('checkEmailOtp', { otpCode: '123456' }, '请输入邮箱');
  });

  it('asks for the image captcha before sending an SMS', async () => {
    await expectRefused('sendSms', { userPhone: '13812345678', uuid: 'x' }, '请输入图形验证码');
    await expectRefused('sendSms', { userPhone: '13812345678', code: ' ', uuid: 'x' }, '请输入图形验证码');
    await expectRefused('sendBindWechatSms', { userPhone: '13812345678', uuid: 'x' }, '请输入图形验证码');
    await expectRefused('sendEmail', { userEmail: 'a@example.com', uuid: 'x' }, '请输入图形验证码');
  });

  it('asks for the code on login, bind-phone and the on-blur checks', async () => {
    await expectRefused('login', { username: '13812345678', loginType: 1 }, '请输入验证码');
    await expectRefused('login', { username: '13812345678', otpCode: '', loginType: 1 }, '请输入验证码');
    await expectRefused('login', { username: 'a@example.com', otpCode: '', loginType: 2 }, '请输入验证码');
    await expectRefused('wechatBindPhoneLogin', { mobile: '13812345678', encrypt: 'e' }, '请输入验证码');
    await expectRefused('checkOtp', { mobile: '13812345678', otpCode: '' }, '请输入验证码');
    await expectRefused('checkEmailOtp', { email: 'a@example.com' }, '请输入验证码');
  });

  it('reports the username before the code, as the form reads top to bottom', async () => {
    await expectRefused('login', { username: '', otpCode: '', loginType: 1 }, '请输入手机号');
    await expectRefused('login', { otpCode: '', loginType: 2 }, '请输入邮箱');
  });

  it('refuses an unknown loginType and codes that are not 6 digits', async () => {
    await expectRefused(
      'login',
      { username: '13812345678', otpCode: '123456', loginType: 3 },
      LoginText.loginTypeInvalid,
    );
    await expectRefused('login', { username: '13812345678', otpCode: '12345' }, LoginText.loginTypeInvalid);
    await expectRefused('checkOtp', { mobile: '13812345678', otpCode: '12345a' }, '验证码为6位数字');
  });

  it('changes nothing when it refuses input', async () => {
    expect(await t.db.select().from(users)).toHaveLength(0);
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });
});
