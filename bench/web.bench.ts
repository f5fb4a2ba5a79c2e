import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstScreenGzipBytes, readManifest, type MeasuredRoute } from '../apps/web/build/first-screen.js';
import { fmt } from './lib.js';
import { calibrateCpuSlowdown, describeSlowdown, type CpuSlowdown } from './cpu-calibration.js';
import { CHROME_FLAGS, lighthouseRun, type Preset, type RunFigures } from './web-lighthouse.js';
import { freePort, ROOT, startProduct } from './web-product.js';
import { RICH_ANSWER } from './web-stream-answer.js';
import { scrollBench } from './web-scroll.js';
import { cpuRate, streamBench } from './web-stream.js';

const DIST = process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const GOALS = {
  mobile: { performance: 90, lcpMs: 2500 },
  desktop: { performance: 98 },
  categories: 95,
  tbtMs: 200,
  cls: 0.05,
  firstScreenKb: 200,
};

interface PageSpec {
  label: string;
  path: string;
  loggedIn: boolean;
  route: MeasuredRoute;
}

async function post<T>(base: string, route: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (!res.ok || envelope.code !== 200) throw new Error(`${route}: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

/** A logged-in user with a finished test, so the report page has a record to show. */
async function prepareUser(base: string): Promise<{ token: string; recordId: string }> {
  const { token } = await post<{ token: string }>(base, '/api/__test__/session', { nickname: 'bench' });
  const survey = (name: string, body: object) => post<any>(base, `/api/ai/aiSurveyTest/${name}`, body, token);
  const template = await survey('surveyTemplate', { surveyId: 1 });
  const { record } = await survey('getSurveyTest', { surveyId: 1 });
  const answers = template.questions.map((q: { questionId: number }, i: number) => ({
    questionId: q.questionId,
    value: (i % 5) + 1,
  }));
  await survey('getSurveySubmit', { recordId: record.id, final: true, answers });
  // The report's two reads answered once, as a running service has: the first answer of a path compiles its code
  // (~40 ms here against ~5), which made the first Lighthouse run of the report measure a cold server.
  await survey('surveyResultDetail', { recordId: record.id });
  await survey('surveyResultDetailSeparateLabel', { recordId: record.id });
  return { token, recordId: record.id as string };
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type Row = {
  page: PageSpec;
  preset: Preset;
  figures: Record<keyof Omit<RunFigures, 'failing'>, number>;
  failing: string[];
};

function summarise(page: PageSpec, preset: Preset, runs: RunFigures[]): Row {
  const keys = Object.keys(runs[0]!).filter((k) => k !== 'failing') as (keyof Row['figures'])[];
  const figures = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k] as number))])) as Row['figures'];
  return { page, preset, figures, failing: [...new Set(runs.flatMap((r) => r.failing))] };
}

function table(rows: Row[], firstScreen: Map<MeasuredRoute, number>): string {
  const head =
    '| page | preset | perf | a11y | BP | SEO | FCP | LCP | TBT | CPU-time blocking | CLS | transferred | requests | first-screen JS |';
  const lines = [head, '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|'];
  for (const { page, preset, figures: f } of rows) {
    lines.push(
      `| ${page.label} | ${preset} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ` +
        `${fmt(f.fcpMs / 1000, 1)} s | ${fmt(f.lcpMs / 1000, 1)} s | ${fmt(f.tbtMs, 0)} ms | ${fmt(f.cpuBlockingMs, 0)} ms | ` +
        `${fmt(f.cls, 3)} | ` +
        `${fmt(f.transferKiB, 0)} KiB | ${f.requests} | ${fmt(firstScreen.get(page.route)! / 1000, 1)} KB |`,
    );
  }
  const g = GOALS;
  lines.push(
    `| **goal** | mobile / desktop | ≥ ${g.mobile.performance} / ≥ ${g.desktop.performance} | ≥ ${g.categories} | ` +
      `≥ ${g.categories} | ≥ ${g.categories} | | ≤ ${g.mobile.lcpMs / 1000} s (mobile) | ≤ ${g.tbtMs} ms | | ≤ ${g.cls} | ` +
      `| | ≤ ${g.firstScreenKb} KB (home) |`,
  );
  return lines.join('\n');
}

function commitLabel(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--', 'apps', 'packages').length > 0;
  return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`;
}

const settleNote = () => (process.env.BENCH_WEB_SETTLE === 'off' ? ' (not here: BENCH_WEB_SETTLE=off)' : '');

/**
 * Replaces (or appends) the latest figures of the "Web first load" section of bench/RESULTS.md: the text up to the
 * section's first `###` subsection. The subsections (earlier runs, kept with their notes) and other sections stay.
 */
function writeResults(markdown: string) {
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const heading = '## Web first load';
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const start = current.indexOf(heading);
  const section = `${heading}\n\n${markdown.trim()}\n`;
  let next: string;
  if (start === -1) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const nextSection = current.indexOf('\n## ', start + heading.length);
    const end = nextSection === -1 ? current.length : nextSection;
    const subsection = current.indexOf('\n### ', start + heading.length);
    const keepFrom = subsection !== -1 && subsection < end ? subsection : end;
    const kept = current.slice(keepFrom + 1);
    next = current.slice(0, start) + section + (kept ? `\n${kept}` : '');
  }
  fs.writeFileSync(file, next);
}

/**
 * Lighthouse (mobile and desktop presets, RUNS each, Debian Chromium; the mobile preset with the host's calibrated
 * CPU slowdown) on the pages that matter for a first visit. Prints medians next to the goals and records them in
 * bench/RESULTS.md.
 */
async function lighthouseBench(external: string | undefined, slowdown: CpuSlowdown) {
  const cpu = slowdown.multiplier;
  const manifest = fs.existsSync(path.join(DIST, '.vite/manifest.json')) ? readManifest(DIST) : null;
  const routes: MeasuredRoute[] = ['home', 'surveyTest', 'surveyResult', 'market'];
  const firstScreen = new Map(routes.map((r) => [r, manifest ? firstScreenGzipBytes(DIST, manifest, r) : NaN]));

  const port = Number(process.env.BENCH_WEB_PORT) || (await freePort());
  const { base, child } = external ? { base: external, child: null } : await startProduct(port);
  try {
    const user = await prepareUser(base);
    const pages: PageSpec[] = [
      { label: '/home (visitor)', path: '/home', loggedIn: false, route: 'home' },
      { label: '/home (logged in)', path: '/home', loggedIn: true, route: 'home' },
      { label: '/surveyTest (visitor)', path: '/surveyTest', loggedIn: false, route: 'surveyTest' },
      { label: '/market (logged in)', path: '/market', loggedIn: true, route: 'market' },
      {
        label: 'report (logged in)',
        path: `/surveyTest/surveyResult?recordId=${user.recordId}`,
        loggedIn: true,
        route: 'surveyResult',
      },
    ];
    const only = process.env.BENCH_WEB_PAGES?.split(',');
    const presets = (['mobile', 'desktop'] as const).filter(
      (p) => !process.env.BENCH_WEB_PRESETS || process.env.BENCH_WEB_PRESETS.split(',').includes(p),
    );
    const rows: Row[] = [];
    // One navigation thrown away first: the first after the server starts meets its code not yet optimised and
    // the machine's file cache cold (measured: /home's TBT 1,488 ms against 66–79 ms in the next two runs).
    await lighthouseRun(`${base}/home`, 'mobile', undefined, cpu).catch(() => undefined);
    for (const page of pages.filter((p) => !only || only.some((o) => p.label.includes(o)))) {
      for (const preset of presets) {
        const runs: RunFigures[] = [];
        for (let i = 0; i < RUNS; i++) {
          const token = page.loggedIn ? user.token : undefined;
          const run = () => lighthouseRun(`${base}${page.path}`, preset, token, cpu);
          // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing about the page: run again,
          // up to three times (two failures in a row were seen once in ~60 runs).
          runs.push(await run().catch(run).catch(run));
        }
        const row = summarise(page, preset, runs);
        rows.push(row);
        const f = row.figures;
        console.log(
          `[web] ${page.label} ${preset}: perf ${f.performance}, LCP ${fmt(f.lcpMs, 0)} ms, TBT ${fmt(f.tbtMs, 0)} ms, ` +
            `CPU-time blocking ${fmt(f.cpuBlockingMs, 0)} ms`,
        );
      }
    }
    const output = table(rows, firstScreen);
    const failing = [...new Set(rows.flatMap((r) => r.failing.map((f) => `${f} (${r.page.label} ${r.preset})`)))];
    console.log(
      `\n[web] Lighthouse 12, median of ${RUNS} runs per cell, mobile with ${describeSlowdown(slowdown)}, on ` +
        `${commitLabel()}\n${output}`,
    );
    if (failing.length) console.log(`\n[web] audits not passed:\n  ${failing.join('\n  ')}`);
    if (!external)
      writeResults(
        `Lighthouse 12 in Debian Chromium against the production build served by the product on its embedded ` +
          `defaults; median of ${RUNS} runs per cell; mobile preset with ${describeSlowdown(slowdown)}; commit ${commitLabel()}, ${new Date().toISOString().slice(0, 10)}. ` +
          `Each navigation in a fresh Chromium that has finished starting${settleNote()}; one navigation thrown ` +
          `away first. First-screen JS: the entry, the route chunk and their static imports, gzip. The machine is ` +
          `shared, so the figures are noisy.\n\n${output}\n`,
      );
  } finally {
    child?.kill('SIGTERM');
  }
}

/**
 * `npm run bench:web`: builds the web app, reads the host's CPU speed (Lighthouse's benchmark index) to set the
 * slowdown, then starts the product and measures the first load (Lighthouse), a streamed answer (web-stream.ts) and
 * a long conversation opened and scrolled (web-scroll.ts). BENCH_WEB_ONLY=lighthouse, =stream or =scroll runs one.
 * Figures only, never pass/fail.
 */
export async function webBench() {
  // BENCH_WEB_URL measures a product already running (with its build in BENCH_WEB_DIST), e.g. another commit.
  const external = process.env.BENCH_WEB_URL;
  if (!external && !process.env.BENCH_WEB_NO_BUILD) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const only = process.env.BENCH_WEB_ONLY;
  const slowdown = await calibrateCpuSlowdown(CHROME_FLAGS);
  console.log(
    `[web] ${describeSlowdown(slowdown)}; load average ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')}`,
  );
  if (!only || only === 'lighthouse') await lighthouseBench(external, slowdown);
  // The streaming and long-conversation scenarios start the product themselves, with its model pointed at a stand-in.
  if ((!only || only === 'stream') && !external) {
    const output = await streamBench(slowdown);
    console.log(
      `\n[stream] a ${RICH_ANSWER.length}-character answer streamed twice in one conversation, 390 px, ` +
        `${describeSlowdown(slowdown)} (CDP rate ${cpuRate(slowdown.multiplier)}), median of ${RUNS} runs, on ` +
        `${commitLabel()}\n${output}`,
    );
  }
  if ((!only || only === 'scroll') && !external) {
    const output = await scrollBench(slowdown);
    console.log(
      `\n[scroll] a long conversation of rich answers, 390 px, ${describeSlowdown(slowdown)} ` +
        `(CDP rate ${cpuRate(slowdown.multiplier)}), median of ${RUNS} runs, on ${commitLabel()}\n${output}`,
    );
  }
}
