import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginText, StorageKey } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { makeUser } from '@/testing/fixtures';
import { fieldError, fill, mockApi, ok, openPhoneTab, refuse, spyReload } from '@/testing/mock-api';

// antd forms in jsdom on a loaded machine: slow, not stuck.
vi.setConfig({ testTimeout: 45_000 });

describe('login dialog, phone tab: code check and login (SPEC §5, §8)', () => {
  it('on blur the code is checked and a refusal shows under the field, not as a toast', async () => {
    const api = mockApi({ '/user/login/checkOtp': () => refuse(LoginText.otpWrong) });
    const form = await openPhoneTab();
    await fill(form.user, form.username, '13800138000');
    await fill(form.user, form.otp, '123456');
    await form.user.tab();

    await waitFor(() => expect(fieldError(form.otp)).toBe(LoginText.otpWrong));
    expect(api.callsTo('/user/login/checkOtp')[0]!.body).toEqual({ mobile: '13800138000', otpCode: '123456' });
    expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain(LoginText.otpWrong);

    await form.user.type(form.otp, '{backspace}7');
    await waitFor(() => expect(fieldError(form.otp)).toBe(''));
  });

  it('an email code is checked by checkEmailOtp; no check while the username or code is empty', async () => {
    const api = mockApi({ '/user/login/checkEmailOtp': () => refuse(LoginText.otpExpired) });
    const form = await openPhoneTab();
    await fill(form.user, form.otp, '123456');
    await form.user.tab();
    expect(api.callsTo('/user/login/checkEmailOtp')).toHaveLength(0);
    await fill(form.user, form.username, 'ming@mail.com');
    await form.user.click(form.otp);
    await form.user.tab();
    await waitFor(() => expect(fieldError(form.otp)).toBe(LoginText.otpExpired));
    expect(api.callsTo('/user/login/checkEmailOtp')[0]!.body).toEqual({ email: 'ming@mail.com', otpCode: '123456' });
  });

  it('登录 tapped before the agreement is ticked says why and shakes it; ticked, the reason goes', async () => {
    const api = mockApi({});
    const form = await openPhoneTab();
    expect(within(form.dialog).getByText('我已阅读并同意', { exact: false })).toBeInTheDocument();
    const link = within(form.dialog).getByRole('link', { name: '《用户协议》' });
    expect(link).toHaveAttribute('href', '/single/agreement');
    expect(link).toHaveAttribute('target', '_blank');
    const checkbox = within(form.dialog).getByRole('checkbox');
    const agreement = checkbox.closest('.ant-form-item')!;
    // Not a silent grey button: it can be tapped, and the tap explains.
    expect(form.loginButton()).toBeEnabled();
    await fill(form.user, form.username, '13800138000');
    await form.user.click(form.loginButton());
    await waitFor(() => expect(fieldError(checkbox)).toBe('请先阅读并同意《用户协议》'));
    const shake = agreement.className;
    expect(shake).toMatch(/nudge/);
    // A second tap replays the shake (another animation name), still without a login call.
    await form.user.click(form.loginButton());
    await waitFor(() => expect(agreement.className).not.toBe(shake));
    expect(api.callsTo('/user/login/login')).toHaveLength(0);
    await form.agree();
    await waitFor(() => expect(fieldError(checkbox)).toBe(''));
  });

  it('a failed login with an empty code shows 请输入验证码 under the code field', async () => {
    const api = mockApi({ '/user/login/login': () => refuse('登录失败了') });
    const reload = spyReload();
    const form = await openPhoneTab();
    await fill(form.user, form.username, '13800138000');
    await form.agree();
    await form.submit();

    await waitFor(() => expect(fieldError(form.otp)).toBe(LoginText.otpRequired));
    expect(api.callsTo('/user/login/login')[0]!.body).toMatchObject({
      username: '13800138000',
      otpCode: '',
      loginType: 1,
    });
    expect(await screen.findByText('登录失败了')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('success stores the token, toasts 登录成功, closes the dialog, marks the survey silently and reloads', async () => {
    const api = mockApi({
      '/user/login/login': () => ({ token: 'tok_new', userId: 'u_9', tagiSCollect: 0 }),
      '/user/lucinaUser/getLucinaInfo': () => ok(makeUser({ id: 'u_9', tagiSCollect: 0 })),
    });
    const reload = spyReload();
    const form = await openPhoneTab({ surveyRequired: false }, '/home?tk=INV42');
    await fill(form.user, form.username, 'Ming@mail.com');
    await fill(form.user, form.otp, '654321');
    await form.agree();
    await form.submit();

    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('/user/login/login')[0]!.body).toMatchObject({
      username: 'Ming@mail.com',
      otpCode: '654321',
      loginType: 2,
      tk: 'INV42',
    });
    expect(useAuthStore.getState().token).toBe('tok_new');
    expect(localStorage.getItem(StorageKey.token)).toBe('tok_new');
    expect(useAuthStore.getState().user?.id).toBe('u_9');
    expect(api.callsTo('/user/lucinaUser/updateInfo')[0]!.body).toEqual({
      id: 'u_9',
      tagiSCollect: 2,
      workTag: '',
      layoutTag: '',
    });
    expect(useModalStore.getState().loginModal.open).toBe(false);
    expect(useModalStore.getState().needsSurvey).toBe(false);
  });

  it('with the survey required and not collected, success opens the needs-survey step instead of reloading', async () => {
    const api = mockApi({
      '/user/login/login': () => ({ token: 'tok_new', userId: 'u_9', tagiSCollect: 0 }),
    });
    const reload = spyReload();
    const form = await openPhoneTab({ surveyRequired: true });
    await fill(form.user, form.username, '13800138000');
    await fill(form.user, form.otp, '654321');
    await form.agree();
    await form.submit();

    await waitFor(() => expect(useModalStore.getState().needsSurvey).toBe(true));
    expect(useModalStore.getState().loginModal.open).toBe(false);
    expect(api.callsTo('/user/lucinaUser/updateInfo')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a collected survey is left alone, and a login entering a report goes there without reloading', async () => {
    const api = mockApi({ '/user/login/login': () => ({ token: 'tok_new', userId: 'u_9', tagiSCollect: 1 }) });
    const reload = spyReload();
    const form = await openPhoneTab({ surveyRequired: true, redirect: '/surveyTest/surveyResult?recordId=r1' });
    await fill(form.user, form.username, '13800138000');
    await fill(form.user, form.otp, '654321');
    await form.agree();
    await form.submit();

    await waitFor(() => expect(form.app.router.state.location.pathname).toBe('/surveyTest/surveyResult'));
    expect(form.app.router.state.location.search).toBe('?recordId=r1');
    expect(useModalStore.getState().needsSurvey).toBe(false);
    expect(api.callsTo('/user/lucinaUser/updateInfo')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
