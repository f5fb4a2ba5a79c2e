import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import * as reload from '@/utils/reload';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  // A fresh answer per call: after the logout the home page makes its own calls, and a body reads only once.
  fetchMock.mockImplementation(async () => jsonResponse({ code: 200, msg: 'ok', data: null }));
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().setToken('tok_1');
  useAuthStore.getState().setUser(makeUser());
});

const logoutCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/user/login/logout'));

async function openConfirmFromSideNav() {
  const app = renderApp('/personal/info');
  const nav = await screen.findByRole('navigation', { name: '个人中心导航' });
  await userEvent.click(within(nav).getByText('退出登录'));
  const dialog = await screen.findByRole('dialog');
  return { app, dialog };
}

describe('logout confirmation', () => {
  it("asks '退出登录？' / '确定要退出登录吗？', then revokes, clears auth and goes home", async () => {
    const { app, dialog } = await openConfirmFromSideNav();
    expect(dialog).toHaveAccessibleName('退出登录？');
    expect(within(dialog).getAllByText('退出登录？').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('确定要退出登录吗？')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /退\s*出/ }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(logoutCalls()).toHaveLength(1);
    expect(new Headers(logoutCalls()[0]![1]!.headers).get('Authorization')).toBe('tok_1');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    // The header settles after the session is gone (its button may be drawn again): wait for the settled page.
    await waitFor(() => expect(screen.getByRole('button', { name: /登\s*录/ })).toBeInTheDocument());
  });

  it('cancel keeps the session and the page', async () => {
    const { app, dialog } = await openConfirmFromSideNav();
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(logoutCalls()).toHaveLength(0);
    expect(useAuthStore.getState().token).toBe('tok_1');
    expect(app.router.state.location.pathname).toBe('/personal/info');
  });

  it('logs out locally even when revoking fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ msg: 'down' }, 503));
    const { app, dialog } = await openConfirmFromSideNav();
    await userEvent.click(within(dialog).getByRole('button', { name: /退\s*出/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('on /home it reloads the page instead of navigating', async () => {
    const reloadSpy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    const app = renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: '打开个人菜单' }));
    await userEvent.click(await screen.findByText('退出登录'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /退\s*出/ }));

    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().token).toBeNull();
    expect(app.router.state.location.pathname).toBe('/home');
  });
});
