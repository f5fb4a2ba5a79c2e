import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { StorageKey } from '@lucina/contracts';
import { browserSettled } from './browser-settle.js';
import type { CpuSlowdown } from './cpu-calibration.js';
import { fmt } from './lib.js';
import { launchChrome } from './web-lighthouse.js';
import { cpuLine, withThreadCpu } from './stream-cpu.js';
import { RICH_ANSWER } from './web-stream-answer.js';
import { PACE_MS, pieces, productWithStandIn } from './web-model-stand-in.js';
import { medianFigures, RECORDER, whenTrue, windowFigures, type StreamFigures } from './web-page-figures.js';

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
    // BENCH_STREAM_PROFILE=<dir> keeps a CPU profile of each answer (open it in DevTools' Performance panel);
    // BENCH_STREAM_TRACE=<dir> a Chromium trace of each, with every task and what ran in it.
    // BENCH_STREAM_CPU=1 prints the main thread's CPU time in each answer instead (stream-cpu.ts).
    const profiled = async <T>(name: string, measure: () => Promise<T>): Promise<T> => {
      const dir = process.env.BENCH_STREAM_PROFILE;
      if (process.env.BENCH_STREAM_CPU) {
        const rate = cpuRate(multiplier);
        const { result, cpu } = await withThreadCpu(page, rate, measure);
        console.log(`[stream]   ${name}: ${cpuLine(cpu, rate)}`);
        return result;
      }
      const traceDir = process.env.BENCH_STREAM_TRACE;
      if (traceDir) {
        fs.mkdirSync(traceDir, { recursive: true });
        await page.tracing.start({
          path: path.join(traceDir, `${name}-${Date.now()}.json`),
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink.user_timing',
            'disabled-by-default-v8.cpu_profiler',
          ],
        });
        const figures = await measure();
        await page.tracing.stop();
        return figures;
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
  const { base, close } = await productWithStandIn();
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
    close();
  }
}
