import * as chromeLauncher from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { browserSettled } from './browser-settle.js';
import { median } from './lib.js';

/** The benchmark index Lighthouse's 4x mobile slowdown was chosen for: a ~1,500 host gets 4x, a ~3,000 one 8x. */
export const REFERENCE_INDEX = 375;

export interface CpuSlowdown {
  /** Lighthouse's benchmark index read on this host (median of the readings), or NaN when set by hand. */
  benchmarkIndex: number;
  readings: number[];
  multiplier: number;
  /** How the multiplier was chosen, for the printed figures. */
  source: 'calibrated' | 'BENCH_WEB_CPU_SLOWDOWN';
  /** What one system call costs on this host, in ns (systemCallNs). */
  systemCallNs: number;
}

/**
 * The cost of one system call on this host (getppid, through Node's `process.ppid`, median of three loops). The
 * benchmark index is a JavaScript loop and does not see it, but the renderer's IPC, timers and allocation do: on a
 * host where a call costs ~2.5 µs (a guest whose system calls trap to the hypervisor) every page task ran several times
 * longer at the same index. Printed beside the index so figures from two hosts can be told apart.
 */
export function systemCallNs(loops = 3, calls = 100_000): number {
  const runs: number[] = [];
  for (let l = 0; l < loops; l++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) if (process.ppid < 0) throw new Error('unreachable');
    runs.push(Number(process.hrtime.bigint() - start) / calls);
  }
  return Math.round(median(runs));
}

/**
 * Lighthouse's own benchmark (`computeBenchmarkIndex`, the loop it runs before each navigation) run in a Chromium
 * of this host that has finished starting, `readings` times; the median sets the CPU slowdown that makes a bench
 * figure mean the same on every host: `index / 375`. A fixed 4x flatters a fast host and punishes a slow one.
 * BENCH_WEB_CPU_SLOWDOWN=<n> sets the multiplier by hand (e.g. 4 for Lighthouse's default).
 */
export async function calibrateCpuSlowdown(chromeFlags: string[], readings = 5): Promise<CpuSlowdown> {
  const fixed = Number(process.env.BENCH_WEB_CPU_SLOWDOWN);
  if (process.env.BENCH_WEB_CPU_SLOWDOWN && fixed > 0)
    return {
      benchmarkIndex: NaN,
      readings: [],
      multiplier: fixed,
      source: 'BENCH_WEB_CPU_SLOWDOWN',
      systemCallNs: systemCallNs(),
    };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    await browserSettled(chrome.pid);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const values: number[] = [];
    for (let i = 0; i < readings; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await browser.disconnect();
    const benchmarkIndex = median(values);
    const multiplier = Math.round((benchmarkIndex / REFERENCE_INDEX) * 100) / 100;
    return { benchmarkIndex, readings: values, multiplier, source: 'calibrated', systemCallNs: systemCallNs() };
  } finally {
    chrome.kill();
  }
}

export const describeSlowdown = (s: CpuSlowdown) =>
  s.source === 'calibrated'
    ? `benchmark index ${Math.round(s.benchmarkIndex)} (readings ${s.readings.map(Math.round).join(', ')}) → ` +
      `CPU slowdown ${s.multiplier}x (index / ${REFERENCE_INDEX}); a system call ${s.systemCallNs} ns`
    : `CPU slowdown ${s.multiplier}x (set by BENCH_WEB_CPU_SLOWDOWN); a system call ${s.systemCallNs} ns`;
