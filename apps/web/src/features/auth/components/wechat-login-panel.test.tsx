import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginText, WECHAT_LOGIN_SOURCE } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { base64Utf8, findLoginDialog, mockApi, renderModals, spyReload } from '@/testing/mock-api';

function mockQr() {
  let n = 0;
  return mockApi({
    '/user/login/wechat/qrConfig': () => ({ mode: 'sandbox', url: `/api/qr?state=s${++n}`, expiresInSeconds: 300 }),
  });
}

async function openWechatTab(path = '/home') {
  renderModals(path);
  act(() => useModalStore.getState().openLoginModal({ surveyRequired: false }));
  const dialog = await findLoginDialog();
  const frame = await within(dialog).findByTitle('微信扫码登录');
  return { dialog, frame };
}

function post(data: Record<string, unknown>, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        data: { source: WECHAT_LOGIN_SOURCE, ok: true, token: null, encrypt: null, msg: '', ...data },
      }),
    );
  });
}

describe('login dialog, WeChat tab (SPEC §2 dialog 9, §7, §8)', () => {
  it('opens on the WeChat tab with the QR frame for the page tk and the scan hint; a mask click keeps it open', async () => {
    const api = mockQr();
    const { dialog, frame } = await openWechatTab('/home?tk=INV42');
    expect(within(dialog).getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: '手机登录' })).toHaveAttribute('aria-selected', 'false');
    expect(frame).toHaveAttribute('src', '/api/qr?state=s1');
    expect(within(dialog).getByText('请使用微信扫一扫登录')).toBeInTheDocument();
    expect(api.callsTo('/user/login/wechat/qrConfig')[0]!.url.searchParams.get('tk')).toBe('INV42');

    fireEvent.click(document.querySelector('.ant-modal-wrap')!);
    expect(useModalStore.getState().loginModal.open).toBe(true);
    expect(screen.getByRole('dialog', { name: /你好，很高兴认识你/ })).toBeInTheDocument();
  });

  it('ignores messages from another origin and messages that are not ours', async () => {
    mockQr();
    const reload = spyReload();
    await openWechatTab();
    post({ token: 'tok_evil' }, 'https://evil.example');
    post({ source: 'other', token: 'tok_other' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useAuthStore.getState().token).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a token logs in: 登录成功, token stored, dialog closed, page reloaded', async () => {
    mockQr();
    const reload = spyReload();
    await openWechatTab();
    post({ token: 'tok_wx', msg: base64Utf8(LoginText.wechatLoggedIn) });
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().token).toBe('tok_wx');
    expect(useModalStore.getState().loginModal.open).toBe(false);
  });

  it('an encrypt opens the bind-phone dialog in place of the login dialog', async () => {
    mockQr();
    await openWechatTab();
    post({ encrypt: 'enc-1', msg: base64Utf8(LoginText.wechatNeedsPhone) });
    expect(await screen.findByRole('dialog', { name: /Just one step! Please bind your phone/ })).toBeInTheDocument();
    expect(useModalStore.getState().bindPhoneModal).toMatchObject({
      open: true,
      encrypt: 'enc-1',
      surveyRequired: false,
    });
    expect(useModalStore.getState().loginModal.open).toBe(false);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('a failure toasts the decoded message and reloads the QR', async () => {
    const api = mockQr();
    const { dialog } = await openWechatTab();
    post({ ok: false, msg: base64Utf8(LoginText.wechatStateInvalid) });
    expect(await screen.findByText(LoginText.wechatStateInvalid)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/login/wechat/qrConfig')).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getByTitle('微信扫码登录')).toHaveAttribute('src', '/api/qr?state=s2'));
    expect(useAuthStore.getState().token).toBeNull();
  });
});
