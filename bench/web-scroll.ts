import puppeteer from 'puppeteer-core';
import { API_PREFIX, StorageKey } from '@lucina/contracts';
import { browserSettled } from './browser-settle.js';
import type { CpuSlowdown } from './cpu-calibration.js';
import { fmt } from './lib.js';
import { productWithStandIn } from './web-model-stand-in.js';
import { medianFigures, RECORDER, whenTrue, windowFigures, type StreamFigures } from './web-page-figures.js';
import { launchChrome } from './web-lighthouse.js';
import { cpuRate, STREAM_GOALS } from './web-stream.js';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Answers in the long conversation (the "a conversation of 100 answers"). */
const ANSWERS = Number(process.env.BENCH_SCROLL_ANSWERS ?? 100);
/** The reader's scroll: a touch drag up the conversation, this far at this speed (a brisk read, not a fling). */
const SCROLL_PX = 24_000;
const SCROLL_PX_PER_S = 2_400;

/** One question asked over the API, its stream read to the end: the conversation's id. */
async function askOnce(base: string, token: string, conversationId: string | null, question: string) {
  const res = await fetch(`${base}${API_PREFIX}/ai/conversation/directMessage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ messageContent: question, conversationId, modelCode: 0 }),
  });
  const text = await res.text();
  const start = /"event":"start","conversationId":"([^"]+)"/.exec(text);
  if (!res.ok || !start || !text.includes('"event":"finish"'))
    throw new Error(`ask: ${res.status} ${text.slice(0, 200)}`);
  return start[1]!;
}

/** A member (no chat quota) with one conversation of ANSWERS rich answers: its id and the member's token. */
async function longConversation(base: string): Promise<{ token: string; conversationId: string }> {
  const res = await fetch(`${base}${API_PREFIX}/__test__/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nickname: 'bench', userGrade: 4 }),
  });
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  let conversationId: string | null = null;
  for (let i = 0; i < ANSWERS; i++) {
    conversationId = await askOnce(
      base,
      token,
      conversationId,
      `第 ${i + 1} 个问题：统计学专业该做数据分析还是产品经理？`,
    );
  }
  return { token, conversationId: conversationId! };
}

interface ScrollRun {
  /** Opening the conversation: from navigation to every answer on the page. */
  open: StreamFigures;
  scroll: StreamFigures;
}

async function oneRun(base: string, token: string, conversationId: string, multiplier: number): Promise<ScrollRun> {
  const chrome = await launchChrome();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    await page.goto(`${base}/readyz`);
    await page.evaluate(`localStorage.setItem(${JSON.stringify(StorageKey.token)}, ${JSON.stringify(token)})`);
    await page.evaluateOnNewDocument(RECORDER);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate(multiplier) });
    await page.goto(`${base}/home?c=${conversationId}`);
    const all = `document.querySelectorAll('[data-testid="chat-answer"]').length >= ${ANSWERS}`;
    // The page's clock starts at navigation: the window opens at 0.
    const opened = await whenTrue(page, all);
    const open = await windowFigures(page, 0, opened);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await browserSettled(chrome.pid);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate(multiplier) });
    // A touch drag upwards from the latest answer, over the thread (not the composer at the bottom).
    const from = (await page.evaluate('performance.now()')) as number;
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 300,
      yDistance: SCROLL_PX,
      speed: SCROLL_PX_PER_S,
      gestureSourceType: 'touch',
      repeatCount: 0,
    });
    const to = (await page.evaluate('performance.now()')) as number;
    const scroll = await windowFigures(page, from, to);
    await browser.disconnect();
    return { open, scroll };
  } finally {
    chrome.kill();
  }
}

function scrollTable(runs: ScrollRun[]): string {
  const row = (label: string, all: StreamFigures[]) => {
    const f = medianFigures(all);
    return (
      `| ${label} | ${fmt(f.durationMs / 1000, 1)} s | ${fmt(f.blockedMs, 0)} ms (${fmt(f.blockedShare * 100, 1)}%) | ` +
      `${fmt(f.longestMs, 0)} ms | ${fmt(f.fps, 1)} |`
    );
  };
  return [
    '| | window | blocked (long tasks) | longest task | frames per second |',
    '|---|---|---|---|---|',
    row(
      `opening a conversation of ${ANSWERS} answers`,
      runs.map((r) => r.open),
    ),
    row(
      `scrolling up ${SCROLL_PX / 1000}k px at ${SCROLL_PX_PER_S} px/s`,
      runs.map((r) => r.scroll),
    ),
    `| **goal** (scrolling, as for a streamed answer) | | ≤ ${STREAM_GOALS.blockedShare * 100}% | ≤ ${STREAM_GOALS.longestMs} ms | ≥ ${STREAM_GOALS.fps} |`,
  ].join('\n');
}

/**
 * The long-conversation scenario of `npm run bench:web` (BENCH_WEB_ONLY=scroll): a member's conversation of ANSWERS
 * rich answers (the streaming scenario's, with its table, formula and code) opened at 390 px with the calibrated
 * slowdown, then scrolled up by touch. Prints the opening's and the scroll's long tasks and frames per second,
 * medians of RUNS runs, each in a fresh Chromium.
 */
export async function scrollBench(slowdown: CpuSlowdown): Promise<string> {
  const { base, close } = await productWithStandIn(0);
  try {
    const { token, conversationId } = await longConversation(base);
    const runs: ScrollRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await oneRun(base, token, conversationId, slowdown.multiplier);
      runs.push(run);
      const line = (f: StreamFigures) =>
        `${fmt(f.durationMs / 1000, 1)} s, ${fmt(f.blockedShare * 100, 1)}% / ${fmt(f.longestMs, 0)} ms / ${fmt(f.fps, 1)} fps`;
      console.log(`[scroll] run ${i + 1}: open ${line(run.open)}; scroll ${line(run.scroll)}`);
    }
    return scrollTable(runs);
  } finally {
    close();
  }
}
