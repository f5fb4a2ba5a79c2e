import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { StorageKey } from '@lucina/contracts';
import { browserSettled } from './browser-settle.js';
import type { CpuSlowdown } from './cpu-calibration.js';
import { completionChunk, fmt } from './lib.js';
import { launchChrome } from './web-lighthouse.js';
import { freePort, startProduct } from './web-product.js';
import { cpuLine, withThreadCpu } from './stream-cpu.js';
import { RICH_ANSWER } from './web-stream-answer.js';

/** A model's pace: CHARS characters every PACE_MS (40 per 50 ms, a fast hosted model's rate). */
const CHARS = Number(process.env.BENCH_STREAM_CHARS ?? 8);
const PACE_MS = Number(process.env.BENCH_STREAM_PACE_MS ?? 10);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/**
 * BENCH_STREAM_TYPE_DELAY_MS: the question typed at a person's pace (ms between keys), not at once. Typed at once on a
 * slowed CPU, the keys keep the main thread busy until the question is sent, and the warm-ups the composer starts
 * on focus (waiting for idle time) run only after it.
 */
const TYPE_DELAY_MS = Number(process.env.BENCH_STREAM_TYPE_DELAY_MS ?? 0);
/**
 * Chromium can slow its CPU down, not speed it up: a host slower than the reference (index under 375, e.g. a
 * loaded machine) runs at its own speed, which is already slower than the calibrated phone's. Lighthouse's
 * simulated slowdown takes the multiplier as it is.
 */
export const cpuRate = (multiplier: number) => Math.max(1, multiplier);

export const STREAM_GOALS = { blockedShare: 0.1, longestMs: 100, fps: 30, firstLongestMs: 200 };

const pieces = (text: string) =>
  Array.from({ length: Math.ceil(text.length / CHARS) }, (_, i) => text.slice(i * CHARS, (i + 1) * CHARS));

/** An OpenAI-compatible stand-in: every streamed answer is RICH_ANSWER at the model's pace; other calls get a line. */
async function startModel(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { stream?: boolean };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const message = { role: 'assistant', content: '职业方向选择' };
        res.end(
          JSON.stringify({
            id: 'b',
            object: 'chat.completion',
            created: 1,
            model: 'bench',
            choices: [{ index: 0, message, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const queue = pieces(RICH_ANSWER);
      let closed = false;
      res.on('close', () => (closed = true));
      const tick = () => {
        if (closed) return;
        const next = queue.shift();
        if (next === undefined) {
          res.write(completionChunk(null, 'stop'));
          res.end('data: [DONE]\n\n');
          return;
        }
        res.write(completionChunk(next));
        setTimeout(tick, PACE_MS);
      };
      setTimeout(tick, PACE_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => server.close() };
}

/**
 * Installed in every document before its scripts: long tasks (PerformanceObserver, buffered) and every animation
 * frame's time, read afterwards over the stream's window. Nothing of it runs per token. A string, not a function:
 * tsx keeps functions' names with a helper the page does not have.
 */
const RECORDER = `(() => {
  if (window.__bench) return; // one observer and one frame loop per document
  const bench = (window.__bench = { tasks: [], frames: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // BENCH_STREAM_FRAMES: long animation frames, with the scripts that ran in each and its style and layout time.
  bench.longFrames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longFrames.push({
      start: e.startTime,
      duration: e.duration,
      styleAndLayout: e.startTime + e.duration - e.styleAndLayoutStart,
      scripts: e.scripts.map((s) =>
        [s.invoker.startsWith('http') ? 'evaluate' : s.invoker, s.sourceURL.split('/').pop(), Math.round(s.duration), 'ms'].join(' ')),
    });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const frame = (t) => {
    bench.frames.push(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

/** The floor's writer: appends the pieces to the bare <pre> at the pace, resolves the window it took. */
const appendAtPace = (parts: string[], pace: number) => `new Promise((resolve) => {
  const parts = ${JSON.stringify(parts)};
  const out = document.getElementById('out');
  const from = performance.now();
  let i = 0;
  const tick = () => {
    if (i === parts.length) return resolve({ from, to: performance.now() });
    out.textContent += parts[i++];
    window.scrollTo(0, document.body.scrollHeight);
    setTimeout(tick, ${pace});
  };
  setTimeout(tick, ${pace});
})`;

export interface StreamFigures {
  durationMs: number;
  blockedMs: number;
  blockedShare: number;
  longestMs: number;
  fps: number;
}

interface LongFrame {
  start: number;
  duration: number;
  styleAndLayout: number;
  scripts: string[];
}

/** What the window's four longest animation frames were made of: which scripts ran, and style and layout. */
async function printLongestFrames(page: Page, from: number, to: number) {
  const frames = (await page.evaluate('window.__bench.longFrames')) as LongFrame[];
  const longest = frames
    .filter((f) => f.start + f.duration >= from && f.start <= to)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 4);
  for (const f of longest) {
    console.log(
      `[stream]   frame ${fmt(f.duration, 0)} ms at +${fmt(f.start - from, 0)} ms: ${f.scripts.join(', ') || 'no script'}; ` +
        `style and layout ${fmt(f.styleAndLayout, 0)} ms`,
    );
  }
}

/** The figures of the window [from, to] (the page's clock): long-task time inside it, its longest, frames per second. */
async function windowFigures(page: Page, from: number, to: number): Promise<StreamFigures> {
  const { tasks, frames } = (await page.evaluate('window.__bench')) as { tasks: [number, number][]; frames: number[] };
  const inside = tasks
    .map(([start, d]) => Math.min(start + d, to) - Math.max(start, from))
    .filter((overlap) => overlap > 0);
  const blockedMs = inside.reduce((a, b) => a + b, 0);
  const durationMs = to - from;
  const frameCount = frames.filter((t) => t >= from && t <= to).length;
  if (process.env.BENCH_STREAM_FRAMES) await printLongestFrames(page, from, to);
  return {
    durationMs,
    blockedMs,
    blockedShare: blockedMs / durationMs,
    longestMs: Math.max(0, ...inside),
    fps: (frameCount * 1000) / durationMs,
  };
}

/** The page's clock when `condition` (a page expression) first held, polled every 50 ms (a query, no layout). */
async function whenTrue(page: Page, condition: string): Promise<number> {
  const handle = await page.waitForFunction(`(${condition}) ? performance.now() : 0`, {
    timeout: 120_000,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * Asks through the composer and measures the stream: from the answer's first text on screen to the answer saved
 * (no live answer left). The first answer's window includes loading the markdown renderers.
 */
async function askAndMeasure(page: Page, question: string, answersBefore: number): Promise<StreamFigures> {
  const input = await page.waitForSelector('textarea');
  await input!.type(question, { delay: TYPE_DELAY_MS });
  await page.keyboard.press('Enter');
  const live = `document.querySelector('[data-testid="chat-answer"][data-live]')`;
  const from = await whenTrue(page, `${live}?.textContent.length > 0`);
  const saved = `document.querySelectorAll('[data-testid="chat-answer"]:not([data-live])').length > ${answersBefore}`;
  const to = await whenTrue(page, `!${live} && ${saved}`);
  await page.evaluate(`window.__bench.window = [${from}, ${to}]`);
  return windowFigures(page, from, to);
}

/** The floor: the same text appended to a bare <pre> at the same pace, in the same browser and slowdown. */
async function floor(page: Page): Promise<StreamFigures> {
  await page.setContent('<!doctype html><meta name="viewport" content="width=device-width"><pre id="out"></pre>');
  await page.evaluate(RECORDER);
  const { from, to } = (await page.evaluate(appendAtPace(pieces(RICH_ANSWER), PACE_MS))) as {
    from: number;
    to: number;
  };
  return windowFigures(page, from, to);
}

interface RunFigures {
  first: StreamFigures;
  second: StreamFigures;
  floor: StreamFigures;
}

async function oneRun(base: string, multiplier: number): Promise<RunFigures> {
  const chrome = await launchChrome();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const res = await fetch(`${base}/api/__test__/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 'bench' }),
    });
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    await page.goto(`${base}/readyz`);
    await page.evaluate(`localStorage.setItem(${JSON.stringify(StorageKey.token)}, ${JSON.stringify(token)})`);
    await page.evaluateOnNewDocument(RECORDER);
    await page.goto(`${base}/home`, { waitUntil: 'networkidle0' });
    await browserSettled(chrome.pid);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate(multiplier) });
    // BENCH_STREAM_PROFILE=<dir> keeps a CPU profile of each answer (open it in DevTools' Performance panel).
    // BENCH_STREAM_CPU=1 prints the main thread's CPU time in each answer instead (stream-cpu.ts).
    const profiled = async <T>(name: string, measure: () => Promise<T>): Promise<T> => {
      const dir = process.env.BENCH_STREAM_PROFILE;
      if (process.env.BENCH_STREAM_CPU) {
        const rate = cpuRate(multiplier);
        const { result, cpu } = await withThreadCpu(page, rate, measure);
        console.log(`[stream]   ${name}: ${cpuLine(cpu, rate)}`);
        return result;
      }
      if (!dir) return measure();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      const figures = await measure();
      const { profile } = await cdp.send('Profiler.stop');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${name}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
      return figures;
    };
    const first = await profiled('first-answer', () =>
      askAndMeasure(page, '我是统计学专业大三学生，该做数据分析还是产品经理？', 0),
    );
    const second = await profiled('second-answer', () => askAndMeasure(page, '能再详细说说吗？', 1));
    const bare = await floor(page);
    await browser.disconnect();
    return { first, second, floor: bare };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medianFigures(all: StreamFigures[]): StreamFigures {
  const keys = Object.keys(all[0]!) as (keyof StreamFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as unknown as StreamFigures;
}

export function streamTable(runs: RunFigures[]): string {
  const row = (label: string, f: StreamFigures) =>
    `| ${label} | ${fmt(f.durationMs / 1000, 1)} s | ${fmt(f.blockedMs, 0)} ms (${fmt(f.blockedShare * 100, 1)}%) | ` +
    `${fmt(f.longestMs, 0)} ms | ${fmt(f.fps, 1)} |`;
  const g = STREAM_GOALS;
  return [
    '| | stream | blocked (long tasks) | longest task | frames per second |',
    '|---|---|---|---|---|',
    row('first answer (loads the renderers)', medianFigures(runs.map((r) => r.first))),
    row('second answer, same conversation', medianFigures(runs.map((r) => r.second))),
    row('bare `<pre>`, same text and pace (floor)', medianFigures(runs.map((r) => r.floor))),
    `| **goal** (second answer; first: longest ≤ ${g.firstLongestMs} ms) | | ≤ ${g.blockedShare * 100}% | ` +
      `≤ ${g.longestMs} ms | ≥ ${g.fps} |`,
  ].join('\n');
}

/**
 * The streaming scenario of `npm run bench:web`: the product with its model pointed at a stand-in that streams a
 * long rich answer (RICH_ANSWER) at a model's pace, asked twice in one conversation by a logged-in user in Chromium
 * at 390 px with the host's calibrated CPU slowdown (CDP), beside the floor of a bare <pre>. Medians of RUNS runs,
 * each in a fresh Chromium with a fresh user.
 */
export async function streamBench(slowdown: CpuSlowdown): Promise<string> {
  const model = await startModel();
  const port = Number(process.env.BENCH_WEB_STREAM_PORT) || (await freePort());
  const { base, child } = await startProduct(port, {
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_API_KEY: 'bench',
    LLM_MODEL: 'bench',
  });
  try {
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await oneRun(base, slowdown.multiplier);
      runs.push(run);
      const line = (f: StreamFigures) =>
        `${fmt(f.blockedShare * 100, 1)}% / ${fmt(f.longestMs, 0)} ms / ${fmt(f.fps, 1)} fps`;
      console.log(
        `[stream] run ${i + 1}: first ${line(run.first)}; second ${line(run.second)}; floor ${line(run.floor)}`,
      );
    }
    return streamTable(runs);
  } finally {
    child.kill('SIGTERM');
    model.close();
  }
}
