import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { StorageKey } from '@lucina/contracts';
import { browserSettled } from './browser-settle.js';
import { cpuBlockingMs } from './cpu-blocking.js';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (CHROME_PATH overrides), headless and kept off the network, as every browser bench runs it. */
export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

export type Preset = 'mobile' | 'desktop';

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Blocking time counted from the main thread's CPU time, at the same slowdown (cpu-blocking.ts). */
  cpuBlockingMs: number;
  cls: number;
  transferKiB: number;
  requests: number;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass. */
  failing: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One Lighthouse navigation in a fresh Chromium profile (a first visit: empty cache). A logged-in run
 * stores the session token on the origin first and, as a returning user has, shows /home once (which keeps
 * the user's greeting for index.html's first paint); Lighthouse's default storage reset empties the HTTP
 * cache but keeps localStorage, so the app starts logged in and nothing of that visit is cached.
 */
export async function lighthouseRun(
  url: string,
  preset: Preset,
  token?: string,
  /** The mobile preset's CPU slowdown (calibrated to the host, cpu-calibration.ts); Lighthouse's 4x when absent. */
  cpuSlowdown?: number,
): Promise<RunFigures> {
  const chrome = await launchChrome();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (token) {
      await page.goto(new URL('/readyz', url).href);
      await page.evaluate(`localStorage.setItem(${JSON.stringify(StorageKey.token)}, ${JSON.stringify(token)})`);
      await page.goto(new URL('/home', url).href, { waitUntil: 'networkidle0' });
      await page.goto('about:blank');
    }
    // The page is opened in a browser that has finished starting, as a phone's is (browser-settle.ts).
    // BENCH_WEB_SETTLE=off measures from launch, as before.
    if (process.env.BENCH_WEB_SETTLE !== 'off') await browserSettled(chrome.pid);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(preset === 'mobile' && cpuSlowdown
          ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
          : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    // BENCH_WEB_LHR_DIR keeps each run's full report, to read its audits (long tasks, layout shifts, LCP element).
    const keep = process.env.BENCH_WEB_LHR_DIR;
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${token ? 'user' : 'visitor'}-${preset}-${Date.now()}.json`;
      fs.writeFileSync(path.join(keep, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cpuBlockingMs: cpuBlockingMs(artifacts.Trace, preset === 'mobile' ? (cpuSlowdown ?? 4) : 1),
      cls: audit('cumulative-layout-shift'),
      transferKiB: audit('total-byte-weight') / 1024,
      requests: requests?.items?.length ?? NaN,
      failing,
    };
  } finally {
    chrome.kill();
  }
}
