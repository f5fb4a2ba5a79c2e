import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Pages, pageTitle, type PageName } from '@lucina/contracts';
import { matchRoutes } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { ambientApiData, jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { currentPageOf } from '@/utils/route-handle';
import { createRoutes } from './router';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  // Any user-info lookup answers with a user; other calls succeed with null.
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('getLucinaInfo')
      ? jsonResponse({ code: 200, msg: 'ok', data: makeUser() })
      : jsonResponse({ code: 200, msg: 'ok', data: ambientApiData(String(input)) }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

async function settledAt(app: ReturnType<typeof renderApp>, pathname: string) {
  await waitFor(() => expect(app.pathname()).toBe(pathname));
  await waitFor(() => expect(app.router.state.navigation.state).toBe('idle'));
  // The page rendered, rather than the route error screen.
  await waitFor(() => expect(document.querySelector('main, .ant-layout, [class*="page"]')).not.toBeNull());
  expect(screen.queryByText('页面出了点问题')).toBeNull();
}

describe('route table', () => {
  it('routes every page of the contracts to a route named after it', () => {
    const routes = createRoutes(createQueryClient());
    for (const [name, page] of Object.entries(Pages)) {
      const matches = matchRoutes(routes, page.path) ?? [];
      expect(currentPageOf(matches.map((m) => m.route)), page.path).toBe(name as PageName);
      expect(matches.at(-1)?.route.id).toBe(name);
    }
  });
});

describe('redirects', () => {
  it('/ goes to /home and keeps the query string', async () => {
    const app = renderApp('/?tk=abc');
    await settledAt(app, '/home');
    expect(app.router.state.location.search).toBe('?tk=abc');
  });

  it('an unknown path goes to /error/404, which shows only the code', async () => {
    const app = renderApp('/no/such/page');
    await settledAt(app, '/error/404');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('an unknown child of a layout also goes to /error/404', async () => {
    useAuthStore.getState().setToken('tok');
    const app = renderApp('/personal/nope');
    await settledAt(app, '/error/404');
  });
});

describe('visitor guard', () => {
  it('sends a visitor from /personal/info to /home', async () => {
    const app = renderApp('/personal/info');
    await settledAt(app, '/home');
  });

  // SPEC §2/§6: the report too is for logged-in users; a visitor logs in to open it.
  it.each(['/market', '/personal/member', '/surveyTest/course', '/surveyTest/surveyResult?recordId=r1'])(
    'sends a visitor from %s to /home',
    async (path) => {
      const app = renderApp(path);
      await settledAt(app, '/home');
    },
  );

  it.each([
    '/home',
    '/surveyTest',
    // A visitor can chat, so the occupations the answers link to open for them too.
    '/surveyTest/occupation',
    '/single/agreement',
    '/single/agreementMember',
    '/single/about',
    '/support',
    '/retain/capital',
    '/auth/login',
    '/error/403',
  ])('lets a visitor open %s', async (path) => {
    const app = renderApp(path);
    await settledAt(app, path);
  });

  it('lets a logged-in user open /personal/info and loads the user info once', async () => {
    useAuthStore.getState().setToken('tok');
    const app = renderApp('/personal/info');
    await settledAt(app, '/personal/info');
    expect(await screen.findByRole('heading', { name: '小路' })).toBeInTheDocument();
    expect(useAuthStore.getState().user?.nickname).toBe('小路');
    const infoCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('getLucinaInfo'));
    expect(infoCalls).toHaveLength(1);
    expect(new Headers(infoCalls[0]![1]!.headers).get('Authorization')).toBe('tok');
  });

  it('a null user-info result logs out and leaves the protected page', async () => {
    fetchMock.mockImplementation(async (input) =>
      jsonResponse({
        code: 200,
        msg: 'ok',
        data: String(input).includes('getLucinaInfo') ? null : ambientApiData(String(input)),
      }),
    );
    useAuthStore.getState().setToken('tok');
    const app = renderApp('/personal/info');
    await settledAt(app, '/home');
    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('a query string change on the same page', () => {
  it('does not run the page loader again (no loading state mid-answer), while a new path still runs its guard', async () => {
    const app = renderApp('/home');
    await settledAt(app, '/home');
    const states: string[] = [];
    const unsubscribe = app.router.subscribe((state) => states.push(state.navigation.state));
    // What the first answer does when its stream gives the new conversation's id.
    await app.router.navigate('/home?c=conv-1', { replace: true });
    expect(app.router.state.location.search).toBe('?c=conv-1');
    expect(states).not.toContain('loading');

    // Another page is a new path: its guard runs and sends a visitor home.
    await app.router.navigate('/market');
    await settledAt(app, '/home');
    expect(states).toContain('loading');
    unsubscribe();
  });
});

describe('document title', () => {
  it.each([
    ['/home', Pages.home.title],
    ['/surveyTest', Pages.surveyTest.title],
    ['/single/agreement', Pages.agreement.title],
    ['/error/404', '404'],
  ])('%s sets the title from pageTitle()', async (path, title) => {
    const app = renderApp(path);
    await settledAt(app, path);
    await waitFor(() => expect(document.title).toBe(pageTitle(title)));
  });

  it('follows navigation', async () => {
    const app = renderApp('/home');
    await settledAt(app, '/home');
    await app.router.navigate('/single/about');
    await settledAt(app, '/single/about');
    await waitFor(() => expect(document.title).toBe(pageTitle(Pages.about.title)));
  });
});

describe('header', () => {
  it('shows 登录 to visitors and opens the login dialog with the survey required', async () => {
    const app = renderApp('/home');
    await settledAt(app, '/home');
    screen.getByRole('button', { name: /登\s*录/ }).click();
    const { loginModal } = (await import('@/stores/modal-store')).useModalStore.getState();
    expect(loginModal).toEqual({ open: true, surveyRequired: true });
  });

  it('breadcrumb of /retain/capital names the service by its config id', async () => {
    const app = renderApp('/retain/capital?id=7');
    await settledAt(app, '/retain/capital');
    const crumbs = await screen.findByRole('navigation', { name: '面包屑导航' });
    expect(crumbs).toHaveTextContent('服务广场');
    expect(crumbs).toHaveTextContent('留学申请');
  });

  it('breadcrumb of a personal page starts at 首页', async () => {
    useAuthStore.getState().setToken('tok');
    const app = renderApp('/personal/helpFeedback');
    await settledAt(app, '/personal/helpFeedback');
    const crumbs = await screen.findByRole('navigation', { name: '面包屑导航' });
    expect(crumbs.textContent).toMatch(/^首页.*帮助与反馈$/);
  });
});
