import { describe, expect, it } from 'vitest';
import { decodeWechatLoginMsg, EMAIL_PATTERN, loginBodySchema, PHONE_PATTERN } from './index.js';

describe('login contracts', () => {
  it('phones are 11 digits: 1, then 2-9, then nine digits', () => {
    expect(['13812345678', '19912345678', '12012345678'].every((p) => PHONE_PATTERN.test(p))).toBe(true);
    expect(['11012345678', '1381234567', '138123456789', '03812345678'].some((p) => PHONE_PATTERN.test(p))).toBe(false);
  });

  it('emails need a name, an @ and a dotted domain', () => {
    expect(EMAIL_PATTERN.test('lin@example.com')).toBe(true);
    expect(['lin@example', 'lin example@x.com', '@x.com'].some((e) => EMAIL_PATTERN.test(e))).toBe(false);
  });

  it('checks the username by loginType and normalises emails', () => {
    const email = loginBodySchema.parse({ username: ' Lin@Example.COM ', otpCode: '123456', loginType: 2 });
    expect(email.username).toBe('lin@example.com');
    const phone = loginBodySchema.safeParse({ username: 'lin@example.com', otpCode: '123456', loginType: 1 });
    expect(phone.error?.issues[0]?.message).toBe('手机号格式不正确');
  });

  it('decodes the base64 UTF-8 msg of the WeChat window message', () => {
    expect(decodeWechatLoginMsg(Buffer.from('请绑定手机号完成登录', 'utf8').toString('base64'))).toBe(
      '请绑定手机号完成登录',
    );
  });
});
