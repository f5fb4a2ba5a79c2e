import type { Page } from 'puppeteer-core';
import { fmt } from './lib.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

/** The main thread's CPU time in the answer's window, which neither the slowdown nor the host's load stretches. */
export interface CpuFigures {
  /** CPU time of every task in the window. */
  cpuMs: number;
  /** The longest task's CPU time. */
  longestCpuMs: number;
  /** The CPU time of the tasks that, at the slowdown, are long tasks (over 50 ms once multiplied). */
  longAtRateMs: number;
}

/**
 * BENCH_STREAM_CPU=1: the answer measured under a Chromium trace, whose tasks carry their thread's CPU time. On a
 * shared host the long tasks' wall time counts the time other processes took from the page as well (the floor itself
 * shows long tasks at a load of 10 on two cores); the CPU time of the same tasks does not, so builds measured on a
 * loaded host compare by it. The window is the answer's (`window.__bench.window`, set by the measure), found in the
 * trace's clock through a mark.
 */
export async function withThreadCpu<T>(
  page: Page,
  rate: number,
  measure: () => Promise<T>,
): Promise<{ result: T; cpu: CpuFigures }> {
  await page.tracing.start({ categories: ['toplevel', 'blink.user_timing'] });
  const result = await measure();
  const sync = (await page.evaluate(`performance.mark('bench-sync').startTime`)) as number;
  const [from, to] = (await page.evaluate('window.__bench.window')) as [number, number];
  const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as { traceEvents: TraceEvent[] };
  const mark = trace.traceEvents.find((e) => e.name === 'bench-sync');
  if (!mark) throw new Error('the trace has no sync mark');
  const offset = mark.ts - sync * 1000;
  const [start, end] = [from * 1000 + offset, to * 1000 + offset];
  const tasks = trace.traceEvents
    .filter(
      (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid,
    )
    .filter((e) => e.ts + (e.dur ?? 0) > start && e.ts < end)
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
  const cpu = {
    cpuMs: tasks.reduce((a, b) => a + b, 0),
    longestCpuMs: Math.max(0, ...tasks),
    longAtRateMs: tasks.filter((t) => t * rate > 50).reduce((a, b) => a + b, 0),
  };
  return { result, cpu };
}

export const cpuLine = (c: CpuFigures, rate: number) =>
  `CPU ${fmt(c.cpuMs, 0)} ms, longest task ${fmt(c.longestCpuMs, 1)} ms (x${fmt(rate, 1)} = ${fmt(c.longestCpuMs * rate, 0)} ms), ` +
  `in tasks long at the slowdown ${fmt(c.longAtRateMs, 0)} ms (x${fmt(rate, 1)} = ${fmt(c.longAtRateMs * rate, 0)} ms)`;
