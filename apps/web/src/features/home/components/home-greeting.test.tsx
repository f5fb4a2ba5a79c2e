import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey, type InduceMessage } from '@lucina/contracts';
import { greetingSession, saveHomeGreeting } from '@/lib/home-greeting';
import { authActions, useAuthStore } from '@/stores/auth-store';
import { ambientApiData, jsonResponse, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { homeText } from '../locale';
import { HomeHero } from './home-hero';

const TOKEN = 'session-token-of-user-a-0123456789';
const personal: InduceMessage = {
  greeting: '根据你最近一次职业测评，你的霍兰德兴趣代码是 IAS（研究型、艺术型、社会型）。',
  questions: ['我适合做什么？'],
  basis: { hollandCode: 'IAS', occupations: ['生物学家'], tags: [] },
};

const fetchMock = vi.fn<typeof fetch>();
let releaseInduce: () => void = () => {};

/** The server, holding the planner's opening words back until the test releases them. */
function serve() {
  const induce = new Promise<void>((resolve) => (releaseInduce = resolve));
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('getLucinaInfo')) return jsonResponse({ code: 200, msg: 'ok', data: makeUser() });
    if (url.includes('induceMessage')) {
      await induce;
      return jsonResponse({ code: 200, msg: 'ok', data: personal });
    }
    return jsonResponse({ code: 200, msg: 'ok', data: ambientApiData(url) });
  });
}

const stored = () => JSON.parse(localStorage.getItem(StorageKey.homeGreeting) ?? 'null');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.scrollIntoView = vi.fn();
});

describe("home: a signed-in user's last greeting", () => {
  it('shows the words this session last saw until the fresh ones arrive, then keeps those for the next visit', async () => {
    serve();
    useAuthStore.getState().setToken(TOKEN);
    saveHomeGreeting(TOKEN, { title: '小明，你好！', intro: '上次的开场白。' });
    renderApp('/home');
    expect(await screen.findByText('上次的开场白。')).toBeInTheDocument();
    releaseInduce();
    expect(await screen.findByText(personal.greeting)).toBeInTheDocument();
    expect(screen.queryByText('上次的开场白。')).toBeNull();
    const title = homeText.greetingUser(makeUser().nickname);
    await waitFor(() => expect(stored()).toEqual({ session: greetingSession(TOKEN), title, intro: personal.greeting }));
  });

  it("never shows another session's greeting", async () => {
    serve();
    saveHomeGreeting('session-token-of-user-b-9876543210', { title: '小红，你好！', intro: '别人的开场白。' });
    useAuthStore.setState({ token: TOKEN });
    localStorage.setItem(StorageKey.token, TOKEN);
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('别人的开场白。')).toBeNull();
    expect(screen.queryByText('小红，你好！')).toBeNull();
    releaseInduce();
    expect(await screen.findByText(personal.greeting)).toBeInTheDocument();
  });

  it('is forgotten when the session ends or another one starts', () => {
    useAuthStore.getState().setToken(TOKEN);
    saveHomeGreeting(TOKEN, { title: 't', intro: 'i' });
    useAuthStore.getState().setToken(TOKEN);
    expect(stored()).not.toBeNull();
    authActions.logout();
    expect(stored()).toBeNull();

    useAuthStore.getState().setToken(TOKEN);
    saveHomeGreeting(TOKEN, { title: 't', intro: 'i' });
    useAuthStore.getState().setToken('session-token-of-user-b-9876543210');
    expect(stored()).toBeNull();
  });
});

describe("index.html's greeting script", () => {
  // Run from the repository or from apps/web (jsdom gives import.meta.url no file path).
  const file = ['apps/web/index.html', 'index.html']
    .map((candidate) => path.resolve(process.cwd(), candidate))
    .find((candidate) => fs.existsSync(candidate))!;
  // The greeting as the build draws it into the shell (build/shell-parts.tsx): a visitor's, before any session.
  const hero = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <HomeHero />
    </QueryClientProvider>,
  );
  const html = fs.readFileSync(file, 'utf8').replace('<!-- shell:hero -->', () => hero);
  const page = new DOMParser().parseFromString(html, 'text/html');
  const script = [...page.body.querySelectorAll('script:not([src])')].map((s) => s.textContent!);

  /** The shell and the script after it, as the browser meets them before any other code. */
  function paintShell() {
    document.body.append(page.getElementById('boot-shell')!.cloneNode(true));
    for (const code of script) new Function(code)();
    return document.querySelector('#boot-shell .bs-hero')!;
  }

  afterEach(() => {
    document.getElementById('boot-shell')?.remove();
    delete document.documentElement.dataset.bootGreet;
  });

  it("paints the session's own last greeting into the shell", () => {
    localStorage.setItem(StorageKey.token, TOKEN);
    saveHomeGreeting(TOKEN, { title: '小明，你好！', intro: '上次的开场白。' });
    const shell = paintShell();
    expect(shell.querySelector('h1')!.textContent).toBe('小明，你好！');
    expect(shell.querySelector('h1 + div')!.textContent).toBe('上次的开场白。');
    expect(document.documentElement.dataset.bootGreet).toBe('');
  });

  it("leaves the shell alone for another session's greeting, or with no session", () => {
    saveHomeGreeting('session-token-of-user-b-9876543210', { title: '小红，你好！', intro: '别人的开场白。' });
    localStorage.setItem(StorageKey.token, TOKEN);
    expect(paintShell().querySelector('h1')!.textContent).toBe(homeText.greetingVisitor);
    expect(document.documentElement.dataset.bootGreet).toBeUndefined();
    document.getElementById('boot-shell')!.remove();
    localStorage.removeItem(StorageKey.token);
    expect(paintShell().textContent).not.toContain('别人的开场白。');
    expect(document.documentElement.dataset.bootGreet).toBeUndefined();
  });
});
