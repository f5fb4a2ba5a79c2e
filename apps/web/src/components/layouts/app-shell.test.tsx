import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { ambientApiData, jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => setWidth(1024));

/** The API as the app sees it: what `answer` gives for the paths it knows, the app's ambient data for the rest. */
function stubApi(answer: (url: string) => unknown = () => undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      return jsonResponse({ code: 200, msg: 'ok', data: answer(url) ?? ambientApiData(url) });
    }),
  );
}

describe('default layout', () => {
  it('the main navigation has the tour target nav-market; visitors get the login dialog for it', async () => {
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const market = within(nav).getByText('服务广场').closest('li');
    expect(market).toHaveClass('nav-market');
    await userEvent.click(within(nav).getByText('服务广场'));
    expect(useModalStore.getState().loginModal).toEqual({ open: true, surveyRequired: false });
  });

  it('logged-in users go to the service square from the navigation', async () => {
    stubApi((url) => (url.includes('getLucinaInfo') ? makeUser() : undefined));
    useAuthStore.getState().setToken('tok');
    const app = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await userEvent.click(within(nav).getByText('服务广场'));
    await waitFor(() => expect(app.pathname()).toBe('/market'));
  });

  it('the member center is a tab beside the service square; visitors get the login dialog for it', async () => {
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['首页', '服务广场', 'AI职业测评', '会员中心']);
    await userEvent.click(within(nav).getByText('会员中心'));
    expect(useModalStore.getState().loginModal).toEqual({ open: true, surveyRequired: false });
  });

  it('logged-in users open the member center from its tab', async () => {
    stubApi((url) => (url.includes('getLucinaInfo') ? makeUser() : undefined));
    useAuthStore.getState().setToken('tok');
    const app = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await userEvent.click(within(nav).getByText('会员中心'));
    await waitFor(() => expect(app.pathname()).toBe('/personal/member'));
  });

  it.each([1440, 390])('at %i px the header shows the breadcrumb on /home, starting at 服务广场', async (width) => {
    setWidth(width);
    renderApp('/home');
    const crumbs = await screen.findByRole('navigation', { name: '面包屑导航' });
    expect(within(crumbs).getByRole('link', { name: '服务广场' })).toHaveAttribute('href', '/market');
    expect(within(crumbs).getByText('首页')).toHaveAttribute('aria-current', 'page');
  });

  it('on phones the toggle opens the navigation in a drawer', async () => {
    setWidth(390);
    renderApp('/home');
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '展开或收起侧边栏' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });
});

describe('session end', () => {
  it('an HTTP 401 on a protected page logs out and returns home', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ code: 200, msg: 'ok', data: makeUser() }));
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().setToken('tok');
    const app = renderApp('/personal/info');
    await screen.findByRole('heading', { name: '小路' });

    fetchMock.mockImplementation(async () => jsonResponse({ code: 401, msg: 'expired', data: null }, 401));
    await expect(request(apiRoutes.user.getLucinaInfo, { noMessage: true })).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(app.pathname()).toBe('/home'));
    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('personal navigation', () => {
  it('shows the unread message count on 消息中心', async () => {
    stubApi();
    useAuthStore.getState().setToken('tok');
    useAuthStore.getState().setUser(makeUser({ systemMessageUnread: 12 }));
    renderApp('/personal/info');
    const nav = await screen.findByRole('navigation', { name: '个人中心导航' });
    const entry = within(nav).getByText('消息中心').closest('li')!;
    expect(within(entry).getByTitle('12')).toBeInTheDocument();
  });

  /** A user with two conversations: the pinned one first in the list, the other with the later message. */
  function withConversations() {
    const list = [
      {
        id: 'pinned-old',
        conversationTitle: '旧的置顶',
        pinned: true,
        modelCode: 1,
        createTime: '2026-01-01T08:00:00Z',
        updateTime: '2026-01-01T08:00:00Z',
      },
      {
        id: 'recent',
        conversationTitle: '最近的',
        pinned: false,
        modelCode: 1,
        createTime: '2026-02-01T08:00:00Z',
        updateTime: '2026-02-03T08:00:00Z',
      },
    ];
    stubApi((url) => (url.includes('/ai/conversation/list') ? list : undefined));
    useAuthStore.getState().setToken('tok');
    useAuthStore.getState().setUser(makeUser());
  }

  it('leads back to 首页 from the personal pages, which replace the main navigation', async () => {
    withConversations();
    const app = renderApp('/personal/info');
    const nav = await screen.findByRole('navigation', { name: '个人中心导航' });
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await userEvent.click(within(nav).getByText('首页'));
    await waitFor(() => expect(app.pathname()).toBe('/home'));
  });

  it('reopens the conversation with the latest message from 我的对话, pinned or not', async () => {
    withConversations();
    const app = renderApp('/personal/info');
    const nav = await screen.findByRole('navigation', { name: '个人中心导航' });
    await userEvent.click(within(nav).getByText('我的对话'));
    // The list is read first (a request), then the page changes.
    await waitFor(() => expect(app.pathname()).toBe('/home'), { timeout: 10_000 });
    expect(app.router.state.location.search).toBe('?c=recent');
  });
});
