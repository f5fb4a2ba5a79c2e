import { readFileSync } from 'node:fs';
import { PerformanceObserver, monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** A stretch in which a 5 ms timer could not run, in `performance.now()` ms, with the GC pauses inside it. */
export interface Stall {
  start: number;
  end: number;
  gcMs: number;
  /** Of the stretch, the main thread's time on a CPU and waiting for one (Linux; null elsewhere). */
  cpuMs: number | null;
  runQueueMs: number | null;
}

/**
 * The main thread's time on a CPU and waiting in the run queue so far (ms), from the kernel's scheduler statistics:
 * a stall is the service's own work, or the machine's other processes holding both cores, or neither (blocked).
 */
function schedMs(): { cpu: number; wait: number } | null {
  try {
    const [cpu, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'latin1').split(' ').map(Number);
    return { cpu: cpu! / 1e6, wait: wait! / 1e6 };
  } catch {
    return null;
  }
}

export interface StallReport {
  /** The longest delay monitorEventLoopDelay saw (ms). */
  maxMs: number;
  /** Every stall over `overMs`, so it can be laid over a CPU profile of the same window. */
  stalls: Stall[];
  /** The longest single GC pause (ms) in the window, and all GC time in it. */
  longestGcMs: number;
  gcMs: number;
}

const TICK_MS = 5;

/**
 * Watches the event loop for one window: the longest delay (libuv's histogram, as before), and also each stretch
 * over `overMs` with the garbage collector's pauses inside it, so a stall can be told apart as a collection or
 * as work. The histogram is fresh for each window: one enabled again counts the time it was off as one delay.
 */
export function watchStalls(overMs = 50) {
  const h = monitorEventLoopDelay({ resolution: TICK_MS });
  const gcs: Array<{ start: number; end: number }> = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push({ start: e.startTime, end: e.startTime + e.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  const windows: Array<{ start: number; end: number; cpuMs: number | null; runQueueMs: number | null }> = [];
  let last = performance.now();
  let lastSched = schedMs();
  const timer = setInterval(() => {
    const now = performance.now();
    const sched = schedMs();
    if (now - last > overMs + TICK_MS) {
      const cpuMs = sched && lastSched ? sched.cpu - lastSched.cpu : null;
      const runQueueMs = sched && lastSched ? sched.wait - lastSched.wait : null;
      windows.push({ start: last, end: now, cpuMs, runQueueMs });
    }
    last = now;
    lastSched = sched;
  }, TICK_MS);
  h.enable();

  return {
    stop(): StallReport {
      h.disable();
      clearInterval(timer);
      // Entries still buffered are delivered by takeRecords, so the last collection is not lost.
      for (const e of observer.takeRecords()) gcs.push({ start: e.startTime, end: e.startTime + e.duration });
      observer.disconnect();
      const overlap = (w: { start: number; end: number }) =>
        gcs.reduce((sum, g) => sum + Math.max(0, Math.min(w.end, g.end) - Math.max(w.start, g.start)), 0);
      return {
        maxMs: h.max / 1e6,
        stalls: windows.map((w) => ({ ...w, gcMs: overlap(w) })),
        longestGcMs: gcs.reduce((m, g) => Math.max(m, g.end - g.start), 0),
        gcMs: gcs.reduce((sum, g) => sum + g.end - g.start, 0),
      };
    },
  };
}

/** `performance.now()` of this moment next to the monotonic clock V8's CPU profiles use (µs). */
export function profileClock() {
  return { now: performance.now(), monotonicUs: Number(process.hrtime.bigint() / 1000n) };
}
