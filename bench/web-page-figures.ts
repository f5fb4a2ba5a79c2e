import type { Page } from 'puppeteer-core';
import { fmt, median } from './lib.js';

/**
 * Installed in every document before its scripts: long tasks (PerformanceObserver, buffered) and every animation
 * frame's time, read afterwards over the stream's window. Nothing of it runs per token. A string, not a function:
 * tsx keeps functions' names with a helper the page does not have.
 */
export const RECORDER = `(() => {
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
export async function windowFigures(page: Page, from: number, to: number): Promise<StreamFigures> {
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
export async function whenTrue(page: Page, condition: string): Promise<number> {
  const handle = await page.waitForFunction(`(${condition}) ? performance.now() : 0`, {
    timeout: 120_000,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/** Each figure's median over runs. */
export function medianFigures(all: StreamFigures[]): StreamFigures {
  const keys = Object.keys(all[0]!) as (keyof StreamFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as unknown as StreamFigures;
}
