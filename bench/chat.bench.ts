import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fmt, median, percentile } from './lib.js';
import { profileClock, watchStalls, type Stall } from './stalls.js';
import { buildApp, createMemoryKv, loadConfig, openDatabase, runMigrations, type DatabaseTarget } from './server.js';

const PACE_MS = 50;
/** Open streams in the memory phase get a token every 2 s: open, not busy. */
const HOLD_PACE_MS = 2000;
const USERS = 500;
const TOKENS = 20;
const SIZES = {
  ttft: { concurrency: 100, total: 1000 },
  /** 100 streams asked in the same instant, with nothing open before: reported beside, not against the goal. */
  burst: { concurrency: 100, total: 100 },
  hold: { count: Number(process.env.BENCH_CHAT_STREAMS ?? 2000), batch: 100 },
};
/** How long the open streams are watched between opening and closing: two tokens each. */
const HOLDING_MS = 2 * HOLD_PACE_MS;
/** Memory per open stream is the median of this many open-measure-close rounds. */
const MEMORY_RUNS = Number(process.env.BENCH_CHAT_MEMORY_RUNS ?? 3);
/**
 * The first round's streams open, and later end, at this many a second, as users' questions arrive; the other
 * rounds open them as fast as the service takes them (a load test: its stalls are printed apart).
 */
const OPEN_PER_SECOND = Number(process.env.BENCH_CHAT_OPEN_PER_SECOND ?? 100);
/** BENCH_CHAT_HTTP2=on: the upstream speaks HTTP/2 and Lucina runs with LLM_HTTP2=on (one socket per answer). */
const HTTP2 = process.env.BENCH_CHAT_HTTP2 === 'on';

/** `npm run bench` starts node with --expose-gc; the flag set late is the fallback for a bare `tsx run.ts`. */
const gc: () => void =
  (globalThis as { gc?: () => void }).gc ?? (v8.setFlagsFromString('--expose-gc'), vm.runInNewContext('gc'));

/** Sends a command to the load process and waits for its reply of type `type` (or its error, or its exit). */
function ask<T>(child: ChildProcess, command: object, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (msg: { type: string; message?: string }) => {
      if (msg.type !== type && msg.type !== 'error') return;
      done();
      if (msg.type === 'error') reject(new Error(`the load process failed: ${msg.message}`));
      else resolve(msg as T);
    };
    // A load process that died would otherwise leave the bench waiting for ever.
    const onExit = (code: number | null, signal: string | null) => {
      done();
      reject(new Error(`the load process exited (${signal ?? code}) before its "${type}" reply`));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(command);
  });
}

const progress = (step: string) => process.stderr.write(`  [chat] ${step}…\n`);

/** Memory after two forced full collections: what is still reachable (heap and buffers) and the resident set. */
function settled() {
  gc();
  gc();
  const m = process.memoryUsage();
  return { live: m.heapUsed + m.external, rss: m.rss };
}

/**
 * BENCH_CHAT_PROFILE=<dir>: a CPU profile of one phase (the first round's, for the memory phases) is written to
 * <dir>/chat-<phase>.cpuprofile; BENCH_CHAT_HEAPSNAPSHOT=<dir>: heap snapshots before the first round's streams
 * open and while they are open. Both are off by default: they slow the figures they sit beside.
 */
const PROFILE_DIR = process.env.BENCH_CHAT_PROFILE;
const SNAPSHOT_DIR = process.env.BENCH_CHAT_HEAPSNAPSHOT;
/**
 * BENCH_CHAT_ALLOCATIONS=<dir>: instead of a CPU profile, what each phase allocated, garbage included, by the
 * function that allocated it (<dir>/chat-<phase>.heapprofile, sampled every 32 KB): the young garbage made per
 * token sets how much marking the collector asks of the main thread while it runs.
 */
const ALLOCATIONS_DIR = process.env.BENCH_CHAT_ALLOCATIONS;
async function profiled<T>(phase: string, run: () => Promise<T>, on = true): Promise<T> {
  const dir = PROFILE_DIR ?? ALLOCATIONS_DIR;
  if (!dir || !on) return run();
  const session = new Session();
  session.connect();
  if (PROFILE_DIR) {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  } else {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 32 * 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  try {
    return await run();
  } finally {
    if (PROFILE_DIR) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(path.join(dir, `chat-${phase}.cpuprofile`), JSON.stringify(profile));
    } else {
      const { profile } = await session.post('HeapProfiler.stopSampling');
      await writeFile(path.join(dir, `chat-${phase}.heapprofile`), JSON.stringify(profile));
    }
    session.disconnect();
  }
}

/**
 * Chat streaming overhead against a fake upstream emitting a token every 50 ms (20 tokens), with the
 * upstream and the clients in a child process: (a) time to first token through Lucina minus straight from
 * the upstream at 100 concurrent streams; (b) resident memory per open stream at 2,000 streams; (c) the
 * longest event-loop stall. 500 ordinary users, so every answer also spends a free chat in the database.
 */
export async function chatBench(target: DatabaseTarget, label: string, sizes = SIZES) {
  const { ttft: TTFT, burst: BURST, hold: HOLD } = sizes;
  // BENCH_PORT: the service listens there and the fake upstream on the next port (random ports otherwise).
  const port = Number(process.env.BENCH_PORT ?? 0);
  const child = fork(new URL('./chat-load.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  const { upstreamUrl } = await ask<{ upstreamUrl: string }>(
    child,
    {
      cmd: 'start',
      paceMs: PACE_MS,
      tokens: TOKENS,
      holdPaceMs: HOLD_PACE_MS,
      port: port ? port + 1 : 0,
      http2: HTTP2,
    },
    'ready',
  );
  const database = await openDatabase(target);
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    // The held streams outnumber the askers four to one.
    CHAT_LIVE_ANSWERS_PER_OWNER: '100',
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: upstreamUrl,
    LLM_MODEL: 'bench-ttft',
    LLM_MODEL_MAP: '{"1":"bench-hold"}',
    LLM_HTTP2: HTTP2 ? 'on' : 'off',
  });
  const app = await buildApp({
    config,
    database,
    kv: createMemoryKv(),
    logger: process.env.BENCH_LOG ? { level: 'warn' } : false,
  });
  await app.listen({ host: '127.0.0.1', port });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Many askers, as in real traffic (one user's rows would serialise every answer on its row lock).
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = await app.ctx.services.users.create({ nickname: `bench${i}`, chatCount: 1_000_000 });
    tokens.push((await app.ctx.services.sessions.issue(user.id)).token);
  }
  // Steady streams start spread over one answer's length (see chat-load.ts); a burst starts all at once.
  const ttft = async (t: 'direct' | 'lucina', opts = TTFT, spreadMs = TOKENS * PACE_MS) => {
    const reply = await ask<{ samples: number[] }>(
      child,
      { cmd: 'ttft', target: t, url: t === 'direct' ? upstreamUrl : url, tokens, spreadMs, ...opts },
      'ttft',
    );
    return reply.samples.sort((x, y) => x - y);
  };

  progress('warm-up');
  await ttft('lucina', { concurrency: 50, total: 300 }); // warm-up (JIT, connection pools)
  await ttft('direct', { concurrency: 50, total: 300 });
  // The longest stall of each phase, so a stall can be traced to what the service was doing, with the stalls over
  // 50 ms counted and the GC time inside them (a collection or work).
  // `catchUp`: the tokens that queued while the bench's own forced GC held the loop (the memory reading), relayed
  // right after it; watched apart so that the measurement's pause is not counted as the closing's.
  const phases = ['ttft', 'open', 'hold', 'close', 'openFast', 'holdFast', 'closeFast', 'catchUp'] as const;
  type Phase = (typeof phases)[number];
  const zero = () => Object.fromEntries(phases.map((p) => [p, 0])) as Record<Phase, number>;
  const stalls = zero();
  const longStalls = zero();
  const longStallGcMs = zero();
  // Of the stalls over 50 ms, the main thread's time on a CPU and waiting for one (the rest it was blocked).
  const longStallMs = zero();
  const longStallCpuMs = zero();
  const longStallRunQueueMs = zero();
  const worst = {} as Partial<Record<Phase, Stall>>;
  const longestGcMs = zero();
  // CPU time of this process per phase (summed over rounds): it does not depend on what else the machine runs.
  const cpuMs = zero();
  const written = new Set<Phase>();
  // The load process's own longest stall in the same phase: a lagging load sends its tokens in bursts.
  const loadStalls = zero();
  type LoadReply = { loadStall: { maxMs: number; over50: number } };
  const noteLoadStall = (phase: Phase, reply: LoadReply) =>
    (loadStalls[phase] = Math.max(loadStalls[phase], reply.loadStall.maxMs));
  async function watched<T>(phase: Phase, run: () => Promise<T>): Promise<T> {
    const watch = watchStalls(50);
    const clock = profileClock();
    const cpu = process.cpuUsage();
    try {
      return await run();
    } finally {
      const report = watch.stop();
      stalls[phase] = Math.max(stalls[phase], report.maxMs);
      longStalls[phase] += report.stalls.length;
      longStallGcMs[phase] += report.stalls.reduce((sum, s) => sum + s.gcMs, 0);
      longStallMs[phase] += report.stalls.reduce((sum, s) => sum + s.end - s.start, 0);
      longStallCpuMs[phase] += report.stalls.reduce((sum, s) => sum + (s.cpuMs ?? 0), 0);
      longStallRunQueueMs[phase] += report.stalls.reduce((sum, s) => sum + (s.runQueueMs ?? 0), 0);
      for (const s of report.stalls) {
        const w = worst[phase];
        if (!w || s.end - s.start > w.end - w.start) worst[phase] = s;
      }
      longestGcMs[phase] = Math.max(longestGcMs[phase], report.longestGcMs);
      const used = process.cpuUsage(cpu);
      cpuMs[phase] += (used.user + used.system) / 1000;
      // Beside the phase's CPU profile (the first round's): its stalls, on the profile's clock.
      if (PROFILE_DIR && !written.has(phase)) {
        written.add(phase);
        const toUs = (ms: number) => Math.round(clock.monotonicUs + (ms - clock.now) * 1000);
        const windows = report.stalls.map((s) => ({ startUs: toUs(s.start), endUs: toUs(s.end), gcMs: s.gcMs }));
        await writeFile(path.join(PROFILE_DIR, `chat-${phase}.stalls.json`), JSON.stringify(windows));
      }
    }
  }
  progress('time to first token');
  const direct = await ttft('direct');
  const through = await watched('ttft', () => profiled('ttft', () => ttft('lucina')));
  progress('a burst of first tokens');
  const burstDirect = await ttft('direct', BURST, 0);
  const burstThrough = await profiled('burst', () => ttft('lucina', BURST, 0));

  // A forced full GC is the measurement's own pause, not the service's: no histogram runs during it. Both ends
  // are read after it, so garbage made in between cannot show as a negative figure; RSS is kept beside, as
  // the allocator returns freed pages to the system only now and then.
  const live: number[] = [];
  const rss: number[] = [];
  for (let run = 1; run <= MEMORY_RUNS; run++) {
    const before = settled();
    // The pair (before and while open) lets a diff of the two show what the streams hold.
    if (SNAPSHOT_DIR && run === 1)
      v8.writeHeapSnapshot(path.join(SNAPSHOT_DIR, `chat-${HOLD.count}-before.heapsnapshot`));
    // The first round at the arrival rate, the others as fast as the service takes them.
    const perSecond = run === 1 ? OPEN_PER_SECOND : 0;
    progress(
      `opening ${HOLD.count} streams ${perSecond ? `${perSecond} a second` : 'as fast as taken'} (round ${run} of ${MEMORY_RUNS})`,
    );
    await watched(perSecond ? 'open' : 'openFast', async () => {
      const held = await profiled(
        'open',
        () => ask<LoadReply>(child, { cmd: 'hold', url, tokens, perSecond, ...HOLD }, 'held'),
        run === 1,
      );
      noteLoadStall(perSecond ? 'open' : 'openFast', held);
      await new Promise((r) => setTimeout(r, 1000));
    });
    // Open and doing nothing but relay their tokens: what holding them costs, apart from opening and closing.
    // Opened as fast as taken, the answers get their tokens in step (all within a moment, every HOLD_PACE_MS):
    // held apart from the paced round's holding.
    await watched(perSecond ? 'hold' : 'holdFast', () =>
      profiled('hold', () => new Promise((r) => setTimeout(r, HOLDING_MS)), run === 1),
    );
    const open = settled();
    live.push((open.live - before.live) / HOLD.count / 1024);
    rss.push((open.rss - before.rss) / HOLD.count / 1024);
    if (SNAPSHOT_DIR && run === 1)
      v8.writeHeapSnapshot(path.join(SNAPSHOT_DIR, `chat-${HOLD.count}-open.heapsnapshot`));
    await watched('catchUp', () => new Promise((r) => setTimeout(r, HOLD_PACE_MS)));
    progress('closing them');
    await watched(perSecond ? 'close' : 'closeFast', async () => {
      const released = await profiled(
        'close',
        () => ask<LoadReply>(child, { cmd: 'release', perSecond }, 'released'),
        run === 1,
      );
      noteLoadStall(perSecond ? 'close' : 'closeFast', released);
    });
  }

  const stallMs = Math.max(stalls.ttft, stalls.open, stalls.hold, stalls.close);
  const perStreamKb = median(live);
  const runs = (xs: number[]) => xs.map((x) => fmt(x, 1)).join(', ');
  const p = (xs: number[], q: number) => percentile(xs, q);
  const added50 = p(through, 50) - p(direct, 50);
  const added99 = p(through, 99) - p(direct, 99);
  console.log(
    `\n[chat] ${label}: fake upstream (HTTP/${HTTP2 ? '2' : '1.1'}) ${TOKENS} tokens every ${PACE_MS} ms, upstream and clients in a child process`,
  );
  console.log(
    `  time to first token, ${TTFT.concurrency} concurrent streams (opened in turn, as traffic opens them), ` +
      `${TTFT.total} answers each way after ${TTFT.concurrency} to ramp up:`,
  );
  console.log(`    straight from upstream  p50 ${fmt(p(direct, 50))} ms  p99 ${fmt(p(direct, 99))} ms`);
  console.log(`    through Lucina          p50 ${fmt(p(through, 50))} ms  p99 ${fmt(p(through, 99))} ms`);
  console.log(`    added by Lucina         p50 ${fmt(added50)} ms (target ≤ 5)  p99 ${fmt(added99)} ms (target ≤ 20)`);
  console.log(
    `  a burst: ${BURST.total} streams asked at the same instant, nothing else open: added p50 ` +
      `${fmt(p(burstThrough, 50) - p(burstDirect, 50))} ms, p99 ${fmt(p(burstThrough, 99) - p(burstDirect, 99))} ms ` +
      `(straight p99 ${fmt(p(burstDirect, 99))}, through Lucina p99 ${fmt(p(burstThrough, 99))} ms)`,
  );
  console.log(
    `  memory per open stream at ${HOLD.count} open (a token every ${HOLD_PACE_MS} ms), after forced GC at both ends, ` +
      `median of ${MEMORY_RUNS} runs: heap + buffers ${fmt(perStreamKb, 1)} KB (target ≤ 40; runs ${runs(live)}), ` +
      `RSS ${fmt(median(rss), 1)} KB (runs ${runs(rss)})`,
  );
  console.log(
    `  longest event-loop stall with answers arriving and ending at ${OPEN_PER_SECOND} a second: ${fmt(stallMs, 1)} ms ` +
      `(target ≤ 50); by phase: first tokens ${fmt(stalls.ttft, 1)}, opening ${fmt(stalls.open, 1)}, ` +
      `holding ${fmt(stalls.hold, 1)}, closing ${fmt(stalls.close, 1)} ms`,
  );
  if (MEMORY_RUNS > 1)
    console.log(
      `  the same as fast as the service takes them (${HOLD.batch} at a time; all ended within one token round): ` +
        `opening ${fmt(stalls.openFast, 1)}, holding (tokens in step) ${fmt(stalls.holdFast, 1)}, ` +
        `closing ${fmt(stalls.closeFast, 1)} ms`,
    );
  console.log(
    `  the catch-up after each memory reading (the tokens that queued during the bench's own forced GC, relayed ` +
      `at once; not the service's): ${fmt(stalls.catchUp, 1)} ms`,
  );
  const describe = (s: Stall) =>
    `${fmt(s.end - s.start, 0)} ms: GC ${fmt(s.gcMs, 0)}, on a CPU ${fmt(s.cpuMs ?? NaN, 0)}, waiting ${fmt(s.runQueueMs ?? NaN, 0)}`;
  const over = (p: Phase) =>
    `${longStalls[p]} (${fmt(longStallMs[p], 0)} ms in all: GC ${fmt(longStallGcMs[p], 0)} ms, on a CPU ` +
    `${fmt(longStallCpuMs[p], 0)} ms, waiting for one ${fmt(longStallRunQueueMs[p], 0)} ms; longest GC pause ${fmt(longestGcMs[p], 1)} ms` +
    (worst[p] ? `; the longest stall ${describe(worst[p])}` : '') +
    ')';
  console.log(
    `  stalls over 50 ms, all rounds: first tokens ${over('ttft')}; opening ${over('open')}; holding ${over('hold')}; ` +
      `closing ${over('close')}; as fast as taken: opening ${over('openFast')}, holding ${over('holdFast')}, ` +
      `closing ${over('closeFast')}`,
  );
  console.log(
    `  the load process's own longest stall (its clients and the fake upstream): opening ${fmt(loadStalls.open, 1)}, ` +
      `closing ${fmt(loadStalls.close, 1)} ms; as fast as taken: opening ${fmt(loadStalls.openFast, 1)}, ` +
      `closing ${fmt(loadStalls.closeFast, 1)} ms`,
  );
  const asked = TTFT.total + TTFT.concurrency;
  const perHeld = (ms: number) => fmt((ms * 1000) / (HOLD.count * MEMORY_RUNS), 0);
  console.log(
    `  CPU of the service: ${fmt((cpuMs.ttft * 1000) / asked, 0)} µs per answer (first tokens, ${asked} answers ` +
      `of ${TOKENS} tokens); per held stream ${perHeld(cpuMs.open + cpuMs.openFast)} µs opening, ${perHeld(cpuMs.close + cpuMs.closeFast)} µs closing; ` +
      `holding ${HOLD.count} open, ${fmt(((cpuMs.hold + cpuMs.holdFast) / (HOLDING_MS * MEMORY_RUNS)) * 100, 0)} % of one core`,
  );

  await app.close();
  await database.close();
  child.send({ cmd: 'exit' });
  await once(child, 'exit');
  return { added50, added99, perStreamKb, stallMs };
}
