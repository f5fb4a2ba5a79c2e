import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginText, SiteDefaults, type SiteConfig } from '@lucina/contracts';
import { useModalStore } from '@/stores/modal-store';
import { fieldError, fill, findLoginDialog, mockApi, renderModals } from '@/testing/mock-api';

const site = (overrides: Partial<SiteConfig>): SiteConfig => ({
  ...SiteDefaults,
  demo: false,
  simulated: [],
  wechatLogin: true,
  wechatMpLogin: false,
  emailLogin: true,
  ...overrides,
});

async function openLogin(config: SiteConfig) {
  const api = mockApi({ '/site/config': () => config });
  const app = renderModals();
  act(() => useModalStore.getState().openLoginModal({ surveyRequired: false }));
  const dialog = await findLoginDialog();
  return { api, app, dialog };
}

describe('login dialog and the deployment switches', () => {
  it('offers the WeChat tab first when WeChat login is on', async () => {
    const { dialog, api } = await openLogin(site({}));
    expect(await within(dialog).findByTitle('微信扫码登录')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('/user/login/wechat/qrConfig')).toHaveLength(1);
    expect(within(dialog).getByText('请使用微信扫一扫登录')).toBeInTheDocument();
  });

  it('in a phone browser the WeChat tab says its code is for another device, and points to the phone tab', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    );
    const { dialog } = await openLogin(site({}));
    expect(await within(dialog).findByText('请用另一台设备上的微信扫码，本机可用手机号登录')).toBeInTheDocument();
    expect(within(dialog).queryByText('请使用微信扫一扫登录')).toBeNull();
  });

  it('leads with the phone number on a phone-sized screen, the WeChat scan one tap away', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    window.dispatchEvent(new Event('resize'));
    try {
      const { dialog, api } = await openLogin(site({}));
      expect(await within(dialog).findByRole('textbox', { name: '手机号或邮箱' })).toBeVisible();
      const tabs = within(dialog).getAllByRole('tab');
      expect(tabs.map((t) => t.textContent)).toEqual(['手机登录', '微信登录']);
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      expect(api.callsTo('/user/login/wechat/qrConfig')).toHaveLength(0);
      await userEvent.click(tabs[1]!);
      expect(await within(dialog).findByTitle('微信扫码登录')).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
      window.dispatchEvent(new Event('resize'));
    }
  });

  it('WeChat login switched off: no WeChat tab, the phone form at once, and no QR asked for', async () => {
    const { dialog, api } = await openLogin(site({ wechatLogin: false }));
    await waitFor(() => expect(within(dialog).queryByRole('tab', { name: '微信登录' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: '手机号或邮箱' })).toBeVisible();
    expect(within(dialog).getByRole('tab', { name: '手机登录' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).queryByTitle('微信扫码登录')).toBeNull();
    expect(api.callsTo('/user/login/wechat/qrConfig')).toHaveLength(0);
  });

  it('email login switched off: the field asks for a phone and refuses an email', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, api } = await openLogin(site({ wechatLogin: false, emailLogin: false }));
    const phone = await within(dialog).findByRole('textbox', { name: '手机号' });
    expect(phone).toHaveAttribute('placeholder', '请输入手机号');
    await fill(user, phone, 'someone@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: '图形验证码' }), 'abcd');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(fieldError(phone)).toBe(LoginText.phoneInvalid));
    expect(api.callsTo('/user/login/sendEmail')).toHaveLength(0);
  });
});
