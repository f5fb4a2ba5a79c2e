import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Run from the repository or from apps/web (jsdom gives import.meta.url no file path).
const file = ['apps/web/index.html', 'index.html']
  .map((candidate) => path.resolve(process.cwd(), candidate))
  .find((candidate) => fs.existsSync(candidate))!;
const page = new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/html');
const loader = [...page.querySelectorAll('script:not([src])')]
  .map((s) => s.textContent!)
  .find((code) => code.includes("getElementById('app-scripts')"))!;

/** What the build leaves in index.html (build/app-scripts.ts): the entry, then its modulepreloads. */
const CHUNKS = ['react-b', 'router-c', 'query-d', 'antd-e', 'api-f', 'store-g', 'page-h', 'icons-i'];
const TEMPLATE =
  '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>' +
  CHUNKS.map((c) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${c}.js">`).join('');

const loaded = () =>
  [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((e) => e.outerHTML);
const ALL = [
  '<script type="module" fetchpriority="low" crossorigin="" src="/assets/index-a.js"></script>',
  ...CHUNKS.map((c) => preload(`/assets/${c}.js`)),
];
/** A link the loader has turned on: its rel is set last, once the link is in the page. */
function preload(href: string) {
  return `<link fetchpriority="low" crossorigin="" href="${href}" rel="modulepreload">`;
}
/** What the first task asks for: the entry and one modulepreload; the rest follow in tasks of their own. */
const SLICE = 2;
/** Runs the tasks the loader queues for its later slices (a browser clamps nested timeouts to 4 ms). */
async function dueTasks() {
  for (let i = 0; i < ALL.length; i++) await vi.advanceTimersByTimeAsync(4);
}

/** A requestAnimationFrame that draws only when the test says so. */
function frames() {
  const pending: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => pending.push(cb));
  return { draw: () => pending.splice(0).forEach((cb) => cb(performance.now())) };
}

/** A browser that reports largest paints (Chromium's), each when the test says it reached the screen. */
function largestPaints() {
  const observers: Array<(list: { getEntries(): Array<{ element: Element | null }> }) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly cb: (typeof observers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      observers.push(this.cb);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { presented: (element: Element | null) => observers.forEach((cb) => cb({ getEntries: () => [{ element }] })) };
}

/** The first routes' scripts the build names on the template. */
const ROUTES = { '/market': ['/assets/market-m.js', '/assets/card-n.js'], '/home': ['/assets/home-o.js'] };

/** Runs the loader as the browser does while it parses <head>; a report's requests were asked before it. */
function openPage(report: { painted: Promise<void> } | null) {
  const template = document.createElement('template');
  template.id = 'app-scripts';
  template.dataset.routes = JSON.stringify(ROUTES);
  template.innerHTML = TEMPLATE;
  document.head.append(template);
  added.push(template);
  if (report) window.lucinaBootRequests = [];
  const listen = vi.spyOn(document, 'addEventListener');
  new Function(loader)();
  listeners.push(...listen.mock.calls.map(([type, fn]) => [type, fn!] as const));
  listen.mockRestore();
  return {
    parsed() {
      if (report) window.lucinaBootPainted = report.painted;
      document.dispatchEvent(new Event('DOMContentLoaded'));
    },
  };
}

/** The report shell's summary, as the report script fills it in. */
function reportSummary(painted: boolean) {
  const shell = document.createElement('div');
  shell.innerHTML = '<header><h1>Lucina</h1></header><div class="bs-rp"><p class="bs-rp-meaning">你的兴趣</p></div>';
  document.body.append(shell);
  added.push(shell);
  if (painted) document.documentElement.dataset.bootReport = '';
  return { header: shell.querySelector('h1')!, meaning: shell.querySelector('.bs-rp-meaning')! };
}

/** What a test put in the page, taken out after it: the document is shared with the other files of the worker. */
const added: Element[] = [];
const listeners: Array<readonly [string, EventListenerOrEventListenerObject]> = [];

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  window.history.replaceState(null, '', '/');
  // In this order: the stubs were made over the fake timers' requestAnimationFrame, which unstubbing puts back and
  // leaving fake timers then replaces with the real one. The other way round, later files got a dead one.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const el of added.splice(0)) el.remove();
  for (const [type, fn] of listeners.splice(0)) document.removeEventListener(type, fn);
  document.head.querySelectorAll('script[src^="/assets/"], link[href^="/assets/"]').forEach((el) => el.remove());
  delete document.documentElement.dataset.bootReport;
  delete window.lucinaBootRequests;
  delete window.lucinaBootPainted;
});

describe("index.html's loader of the app's scripts", () => {
  it('copies the entry and its modulepreloads into the page, with their attributes, once the first paint is on screen', async () => {
    frames();
    const { presented } = largestPaints();
    openPage(null).parsed();
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toEqual([]);
    presented(document.body);
    expect(loaded()).toEqual(ALL.slice(0, SLICE));
    await vi.advanceTimersByTimeAsync(0);
    await dueTasks();
    expect(loaded()).toEqual(ALL);
    presented(document.body);
    await vi.advanceTimersByTimeAsync(500);
    expect(loaded()).toEqual(ALL);
  });

  it('without largest-paint reports (Safari), copies them in a task after the first frame', async () => {
    const { draw } = frames();
    openPage(null).parsed();
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toEqual([]);
    draw();
    expect(loaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    await dueTasks();
    expect(loaded()).toEqual(ALL);
  });

  it.each([
    ['in a tab that paints nothing (a hidden one)', null],
    ['on a report whose record has not answered', { painted: new Promise<void>(() => {}) }],
  ])('copies them 500 ms after it started %s', async (_, report) => {
    frames();
    largestPaints();
    if (report) reportSummary(false);
    openPage(report).parsed();
    await vi.advanceTimersByTimeAsync(499);
    expect(loaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await dueTasks();
    expect(loaded()).toEqual(ALL);
  });

  it("on a report, waits for the summary's paint, not the shell's", async () => {
    const { draw } = frames();
    const { presented } = largestPaints();
    const { header, meaning } = reportSummary(true);
    openPage({ painted: Promise.resolve() }).parsed();
    presented(header);
    draw();
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toEqual([]);
    presented(meaning);
    expect(loaded()).toEqual(ALL.slice(0, SLICE));
    await vi.advanceTimersByTimeAsync(0);
    await dueTasks();
    expect(loaded()).toEqual(ALL);
  });

  it('on a report whose summary was not painted (a tie, a failed record), copies them a frame after giving up', async () => {
    const { draw } = frames();
    largestPaints();
    let settle!: () => void;
    reportSummary(false);
    openPage({ painted: new Promise((resolve) => (settle = resolve)) }).parsed();
    draw();
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toEqual([]);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    draw();
    await vi.advanceTimersByTimeAsync(0);
    await dueTasks();
    expect(loaded()).toEqual(ALL);
  });

  it.each([
    ['/market/?from=ad', ROUTES['/market']],
    ['/personal/info', []],
  ])("at %s, adds the scripts of the route there after the app's, in the same slices", async (address, route) => {
    frames();
    const { presented } = largestPaints();
    window.history.replaceState(null, '', address);
    openPage(null).parsed();
    presented(document.body);
    await dueTasks();
    expect(loaded()).toEqual([...ALL, ...route.map(preload)]);
  });

  it("names every script in the page at once, fetching none but the entry's, so that Vite's import helper finds them", async () => {
    frames();
    const { presented } = largestPaints();
    window.history.replaceState(null, '', '/market');
    openPage(null).parsed();
    presented(document.body);
    const named = [...document.head.querySelectorAll('link[href^="/assets/"]')].map((l) => l.getAttribute('href'));
    expect(named).toEqual([...CHUNKS.map((c) => `/assets/${c}.js`), ...ROUTES['/market']]);
    // Only the first is fetched in this task; a link with no rel fetches nothing.
    expect(document.head.querySelectorAll('link[href^="/assets/"]:not([rel])')).toHaveLength(named.length - 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.head.querySelectorAll('link[href^="/assets/"]:not([rel])')).toHaveLength(named.length - 2);
  });

  it('does nothing where the page links its module itself (the dev server)', () => {
    new Function(loader)();
    expect(loaded()).toEqual([]);
  });
});
