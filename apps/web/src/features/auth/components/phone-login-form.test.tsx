import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginText } from '@lucina/contracts';
import { fieldError, fill, mockApi, openPhoneTab, refuse } from '@/testing/mock-api';

// antd forms in jsdom on a loaded machine: slow, not stuck.
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('login dialog, phone tab: validation (SPEC §5)', () => {
  it('sending a code first validates the username and the image captcha', async () => {
    const api = mockApi({});
    const form = await openPhoneTab();
    await form.user.click(form.sendButton());
    // antd validates each field on its own turn: on a busy machine the second message can come a render later.
    await waitFor(() => {
      expect(fieldError(form.username)).toBe(LoginText.phoneRequired);
      expect(fieldError(form.captcha)).toBe(LoginText.captchaRequired);
    });
    expect(api.callsTo('/user/login/sendSms')).toHaveLength(0);
    expect(api.callsTo('/user/login/sendEmail')).toHaveLength(0);
  });

  it('a malformed phone says 手机号格式不正确 and a malformed email 邮箱格式不正确', async () => {
    mockApi({});
    const form = await openPhoneTab();
    await fill(form.user, form.username, '1123456789');
    await waitFor(() => expect(fieldError(form.username)).toBe(LoginText.phoneInvalid));
    await form.user.type(form.username, '1');
    await waitFor(() => expect(fieldError(form.username)).toBe(LoginText.phoneInvalid));
    await form.user.clear(form.username);
    await fill(form.user, form.username, '13800138000');
    await waitFor(() => expect(fieldError(form.username)).toBe(''));
    await form.user.clear(form.username);
    await fill(form.user, form.username, 'ming@mail');
    await waitFor(() => expect(fieldError(form.username)).toBe(LoginText.emailInvalid));
    await form.user.type(form.username, '.com');
    await waitFor(() => expect(fieldError(form.username)).toBe(''));
  });

  it('emptying the field asks for what was being typed: 请输入邮箱 after an email, 请输入手机号 after a phone', async () => {
    mockApi({});
    const form = await openPhoneTab();
    await fill(form.user, form.username, 'ming@');
    await form.user.clear(form.username);
    await waitFor(() => expect(fieldError(form.username)).toBe(LoginText.emailRequired));
    await fill(form.user, form.username, '138');
    await form.user.clear(form.username);
    await waitFor(() => expect(fieldError(form.username)).toBe(LoginText.phoneRequired));
  });
});

describe('login dialog, phone tab: send code (SPEC §4)', () => {
  it('sends the SMS with the captcha, counts down 60 s disabled, then allows a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ '/user/login/sendSms': () => ({ resendAfterSeconds: 60 }) });
    const form = await openPhoneTab();
    await fill(form.user, form.username, '13800138000');
    await fill(form.user, form.captcha, 'ab3d');
    await form.user.click(form.sendButton());

    await waitFor(() => expect(api.callsTo('/user/login/sendSms')).toHaveLength(1));
    expect(api.callsTo('/user/login/sendSms')[0]!.body).toEqual({
      userPhone: '13800138000',
      code: 'ab3d',
      uuid: 'cap-1',
    });
    await waitFor(() => expect(form.sendButton()).toHaveTextContent('60s后重发'));
    expect(form.sendButton()).toBeDisabled();
    // The answer stays, marked as passed: the user is told login does not need it again.
    expect(await screen.findByText('图形验证码已通过，登录时无需再次填写')).toBeInTheDocument();
    expect(form.captcha).toHaveValue('ab3d');
    expect(form.captcha).toBeDisabled();
    expect(api.callsTo('/user/login/captchaImage')).toHaveLength(1);

    await act(async () => vi.advanceTimersByTime(1000));
    expect(form.sendButton()).toHaveTextContent('59s后重发');
    for (let i = 0; i < 59; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(form.sendButton()).toHaveTextContent('获取验证码');
    expect(form.sendButton()).toBeEnabled();
    // A resend needs a new image, asked for when the window ends.
    await waitFor(() => expect(api.callsTo('/user/login/captchaImage')).toHaveLength(2));
    expect(form.captcha).toHaveValue('');
    expect(form.captcha).toBeEnabled();
  });

  it('a failed send resets the countdown at once and renews the captcha', async () => {
    const api = mockApi({ '/user/login/sendSms': () => refuse(LoginText.captchaWrong) });
    const form = await openPhoneTab();
    await fill(form.user, form.username, '13800138000');
    await fill(form.user, form.captcha, 'zzzz');
    await form.user.click(form.sendButton());

    await waitFor(() => expect(api.callsTo('/user/login/sendSms')).toHaveLength(1));
    await waitFor(() => expect(form.sendButton()).toHaveTextContent('获取验证码'));
    expect(form.sendButton()).toBeEnabled();
    await waitFor(() => expect(api.callsTo('/user/login/captchaImage')).toHaveLength(2));
    expect(form.captcha).toHaveValue('');
    expect(await screen.findByText(LoginText.captchaWrong)).toBeInTheDocument();
  });

  it('an email gets its code by sendEmail, with the captcha, which then stays shown as passed', async () => {
    const api = mockApi({ '/user/login/sendEmail': () => ({ resendAfterSeconds: 60 }) });
    const form = await openPhoneTab();
    await fill(form.user, form.username, 'Ming@Mail.com');
    await fill(form.user, form.captcha, 'ab3d');
    await form.user.click(form.sendButton());
    await waitFor(() => expect(api.callsTo('/user/login/sendEmail')).toHaveLength(1));
    expect(api.callsTo('/user/login/sendEmail')[0]!.body).toEqual({
      userEmail: 'Ming@Mail.com',
      code: 'ab3d',
      uuid: 'cap-1',
    });
    expect(api.callsTo('/user/login/sendSms')).toHaveLength(0);
    await waitFor(() => expect(form.sendButton()).toHaveTextContent('60s后重发'));
    // As for a phone: the typed answer is kept and a new image waits for the resend window.
    expect(await screen.findByText('图形验证码已通过，登录时无需再次填写')).toBeInTheDocument();
    expect(form.captcha).toHaveValue('ab3d');
    expect(api.callsTo('/user/login/captchaImage')).toHaveLength(1);
  });
});
