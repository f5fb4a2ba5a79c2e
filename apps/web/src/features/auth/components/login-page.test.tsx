import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { renderApp } from '@/testing/render-app';
import { fill, mockApi, spyReload } from '@/testing/mock-api';

// Mounts the whole app (antd in jsdom): slow under a parallel run, not stuck.
vi.setConfig({ testTimeout: 45_000 });

describe('/auth/login page', () => {
  it('hosts the login form as a page and goes to ?redirect= after logging in, without reloading', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ '/user/login/login': () => ({ token: 'tok_page', userId: 'u_1', tagiSCollect: 2 }) });
    const reload = spyReload();
    const app = renderApp('/auth/login?redirect=%2Fsingle%2Fabout');
    expect(await screen.findByRole('heading', { name: '你好，很高兴认识你' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByTitle('微信扫码登录')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '手机登录' }));
    const panel = screen.getByRole('tabpanel', { name: '手机登录' });
    await fill(user, within(panel).getByRole('textbox', { name: '手机号或邮箱' }), '13800138000');
    await fill(user, within(panel).getByRole('textbox', { name: '验证码' }), '112233');
    await user.click(within(panel).getByRole('checkbox'));
    // 登录 follows the agreement through Form.useWatch, a render later: a click before that hits a disabled button.
    const login = within(panel).getByRole('button', { name: /^登\s*录$/ });
    await waitFor(() => expect(login).toBeEnabled());
    await user.click(login);

    await waitFor(() => expect(app.pathname()).toBe('/single/about'));
    expect(useAuthStore.getState().token).toBe('tok_page');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a user who is already logged in is sent on at once', async () => {
    mockApi({});
    useAuthStore.getState().setToken('tok_1');
    const app = renderApp('/auth/login');
    await waitFor(() => expect(app.pathname()).toBe('/home'));
  });
});
