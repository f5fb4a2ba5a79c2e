import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginText } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { makeUser } from '@/testing/fixtures';
import { fieldError, fill, mockApi, ok, renderModals, spyReload } from '@/testing/mock-api';

// antd forms in jsdom on a loaded machine: slow, not stuck.
vi.setConfig({ testTimeout: 45_000 });

async function openBindDialog() {
  const user = userEvent.setup({ delay: null });
  renderModals();
  act(() => useModalStore.getState().openBindPhoneModal({ surveyRequired: false, encrypt: 'enc-1' }));
  const dialog = await screen.findByRole('dialog', { name: /Just one step! Please bind your phone/ });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return {
    user,
    dialog,
    mobile: field('手机号'),
    captcha: field('图形验证码'),
    otp: field('验证码'),
    sendButton: () => within(dialog).getByRole('button', { name: /获取验证码|s后重发/ }),
    submit: () => user.click(within(dialog).getByRole('button', { name: '绑定并登录' })),
  };
}

describe('bind-phone dialog (SPEC §2 dialog 10, §5)', () => {
  it('shows the spec title with its Chinese line and requires phone and code to bind', async () => {
    const api = mockApi({});
    const form = await openBindDialog();
    expect(within(form.dialog).getByText('只差一步！请绑定手机号')).toBeInTheDocument();
    await form.submit();
    // antd validates each field on its own turn: on a busy machine the second message can come a render later.
    await waitFor(() => {
      expect(fieldError(form.mobile)).toBe(LoginText.phoneRequired);
      expect(fieldError(form.otp)).toBe(LoginText.otpRequired);
    });
    await fill(form.user, form.mobile, '12345');
    await waitFor(() => expect(fieldError(form.mobile)).toBe(LoginText.phoneInvalid));
    expect(api.callsTo('/user/login/wechatBindPhoneLogin')).toHaveLength(0);
  });

  it('sending the bind code needs the image captcha, then calls sendBindWechatSms', async () => {
    const api = mockApi({ '/user/login/sendBindWechatSms': () => ({ resendAfterSeconds: 60 }) });
    const form = await openBindDialog();
    await fill(form.user, form.mobile, '13800138000');
    await form.user.click(form.sendButton());
    await waitFor(() => expect(fieldError(form.captcha)).toBe(LoginText.captchaRequired));
    expect(api.callsTo('/user/login/sendBindWechatSms')).toHaveLength(0);

    await fill(form.user, form.captcha, 'k7pw');
    await form.user.click(form.sendButton());
    await waitFor(() => expect(api.callsTo('/user/login/sendBindWechatSms')).toHaveLength(1));
    expect(api.callsTo('/user/login/sendBindWechatSms')[0]!.body).toEqual({
      userPhone: '13800138000',
      code: 'k7pw',
      uuid: 'cap-1',
    });
    await waitFor(() => expect(form.sendButton()).toHaveTextContent('60s后重发'));
  });

  it('绑定并登录 binds with the encrypt and finishes like any login', async () => {
    const api = mockApi({
      '/user/login/wechatBindPhoneLogin': () => ({ token: 'tok_bound', userId: 'u_7', tagiSCollect: 0 }),
      '/user/lucinaUser/getLucinaInfo': () => ok(makeUser({ id: 'u_7', tagiSCollect: 0 })),
    });
    const reload = spyReload();
    const form = await openBindDialog();
    await fill(form.user, form.mobile, '13800138000');
    await fill(form.user, form.otp, '246810');
    await form.submit();

    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('/user/login/wechatBindPhoneLogin')[0]!.body).toEqual({
      mobile: '13800138000',
      encrypt: 'enc-1',
      otpCode: '246810',
    });
    expect(useAuthStore.getState().token).toBe('tok_bound');
    expect(api.callsTo('/user/lucinaUser/updateInfo')[0]!.body).toMatchObject({ id: 'u_7', tagiSCollect: 2 });
    expect(useModalStore.getState().bindPhoneModal.open).toBe(false);
  });
});
