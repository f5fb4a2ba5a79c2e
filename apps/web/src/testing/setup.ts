import '@testing-library/jest-dom/vitest';
import NProgress from 'nprogress';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { StorageKey } from '@lucina/contracts';
import { loadAntdRoot } from '@/lib/antd-styles';
import { nextTask } from '@/lib/next-task';
import { resetTempTokenMemory } from '@/lib/temp-token';
import { useAuthStore } from '@/stores/auth-store';
import { useLayoutStore } from '@/stores/layout-store';
import { useModalStore } from '@/stores/modal-store';
import { runTestCleanups } from './app-cleanup';

// Whole-app tests render antd in jsdom and load lazy route modules; on 2 shared cores under a parallel
// run one step (login → user info → lazy page) has taken over 5 s. waitFor returns as soon as it passes.
configure({ asyncUtilTimeout: 15_000 });

// A toast shown with no <App> mounted (the request layer's fallback) lives in antd's own container, which outlasts
// the test, and the file, that showed it: every test starts without one.
beforeEach(async () => {
  (await loadAntdRoot()).staticMessage.destroy();
});

// Every test starts as a visitor whose temp token the server has already signed (api-client tests cover signing).
beforeEach(() => {
  localStorage.setItem(StorageKey.tempToken, '170000000000054321');
  localStorage.setItem(StorageKey.tempTokenSig, 'signed-by-the-test-server');
});

afterEach(() => {
  cleanup();
  runTestCleanups();
  localStorage.clear();
  sessionStorage.clear();
  resetTempTokenMemory();
  // Stores are module singletons: every test starts logged out with all dialogs closed.
  useAuthStore.setState({ token: null, user: null });
  useModalStore.getState().closeAll();
  useLayoutStore.setState({ sidebarCollapsed: false, mobileNavOpen: false });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Vitest takes a file's window away as soon as its last test ends. An update that React rendered outside act
// (waitFor lets it render through its scheduler) leaves callbacks due a macrotask later, and the first thing
// they read is `window.event`: let them run while the window is still there.
afterAll(async () => {
  for (let turn = 0; turn < 3; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
    await nextTask();
  }
});

// The top progress bar ends a frame after a load (lib/progress.ts), then fades out and removes itself on timers that
// read `document`: a bar still running when a file's last test ends is finished before the window goes, and one
// whose load never ended is stopped, so no timer of it reaches the next file.
afterAll(async () => {
  if (typeof document === 'undefined') return;
  const running = () => NProgress.isStarted() || document.getElementById('nprogress') !== null;
  if (!running()) return;
  await vi
    .waitFor(
      () => {
        if (running()) throw new Error('the progress bar is still running');
      },
      { timeout: 1500, interval: 50 },
    )
    .catch(() => {
      NProgress.status = null;
      NProgress.remove();
    });
});

// antd reads these in jsdom.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks ResizeObserver; antd (Typography ellipsis, Menu overflow) observes sizes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

// jsdom's getComputedStyle matches every rule of every stylesheet for each call, and antd injects
// thousands of rules; Testing Library asks for it on each ancestor of each node it names, which made
// role queries most of a test's time. jsdom does no layout, so the cascade adds little a test can see:
// elements report their inline style (where antd puts display:none for closed panels), and hidden
// stays visible through the `hidden` attribute and aria-hidden, which Testing Library checks itself.
const inlineStyleOf = (element: Element) => (element as HTMLElement).style;
window.getComputedStyle = ((element: Element) => inlineStyleOf(element)) as typeof window.getComputedStyle;
