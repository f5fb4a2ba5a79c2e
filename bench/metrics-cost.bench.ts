import { fork, type ChildProcess } from 'node:child_process';
import { API_PREFIX } from '@lucina/contracts';
import { cannon, startBare } from './compare.js';
import { fmt, median } from './lib.js';

type Setting = 'bare' | 'off' | 'on';
interface Server {
  url: string;
  token: string;
  child: ChildProcess;
}

/** The six orders of the three servers, one per round in turn: none is always measured first or last. */
const ORDERS: Setting[][] = [
  ['bare', 'off', 'on'],
  ['on', 'bare', 'off'],
  ['off', 'on', 'bare'],
  ['on', 'off', 'bare'],
  ['bare', 'on', 'off'],
  ['off', 'bare', 'on'],
];

function startServer(setting: 'off' | 'on'): Promise<Server> {
  // With this process's flags: the compiled server (lucina-dist) and the V8 settings `npm run bench` gives.
  const child = fork(new URL('./metrics-cost-server.ts', import.meta.url), [setting]);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${setting} server exited (${code})`)));
    child.once('message', (msg: { type: string; url: string; token: string }) => resolve({ ...msg, child }));
  });
}

/** The child's CPU time (since `since`), asked over IPC. */
function cpuOf(child: ChildProcess) {
  return (since?: NodeJS.CpuUsage) =>
    new Promise<NodeJS.CpuUsage>((resolve) => {
      child.once('message', (msg: { usage: NodeJS.CpuUsage }) => resolve(msg.usage));
      child.send({ type: 'cpu', since });
    });
}

/**
 * What the Prometheus metrics cost on the hot path (issue 41's goal: getLucinaInfo's ratio to bare Fastify at most
 * 3 points lower with them on). One run per setting says little on a shared machine, where two runs with the same
 * setting differed by tens of points. So the product runs twice, metrics off and on, each in its own process, beside
 * bare Fastify, and every round loads all three in turn (the order rotating): each round's ratios share that
 * round's conditions, and the medians over the rounds are printed with the per-round difference.
 */
export async function metricsCostBench() {
  const rounds = Number(process.env.BENCH_METRICS_ROUNDS ?? 6);
  const bare = await startBare();
  const [off, on] = await Promise.all([startServer('off'), startServer('on')]);
  const path = `${API_PREFIX}/user/lucinaUser/getLucinaInfo`;
  const shoot = (setting: Setting, seconds?: number) =>
    setting === 'bare'
      ? cannon(bare.url, { path: '/', method: 'GET' }, seconds)
      : cannon(
          (setting === 'off' ? off : on).url,
          { path, method: 'GET', headers: { authorization: (setting === 'off' ? off : on).token } },
          seconds,
          cpuOf((setting === 'off' ? off : on).child),
        );
  for (const setting of ['bare', 'off', 'on'] as const) await shoot(setting, 2);

  const rows: { off: number; on: number; cpuOff: number; cpuOn: number; bare: number }[] = [];
  console.log('\n[metrics] getLucinaInfo (logged in), PGlite: metrics off and on, each in its own process');
  console.log(
    '| round | order | bare req/s | off req/s | on req/s | off ratio | on ratio | off − on | CPU µs/req off / on |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (let round = 0; round < rounds; round++) {
    const order = ORDERS[round % ORDERS.length]!;
    const shot = {} as Record<Setting, Awaited<ReturnType<typeof shoot>>>;
    for (const setting of order) shot[setting] = await shoot(setting);
    const row = {
      bare: shot.bare.perSecond,
      off: shot.off.perSecond / shot.bare.perSecond,
      on: shot.on.perSecond / shot.bare.perSecond,
      cpuOff: shot.off.cpuUs,
      cpuOn: shot.on.cpuUs,
    };
    rows.push(row);
    console.log(
      `| ${round + 1} | ${order.join(', ')} | ${fmt(row.bare, 0)} | ${fmt(shot.off.perSecond, 0)} | ${fmt(shot.on.perSecond, 0)} | ${fmt(row.off * 100, 1)} % | ${fmt(row.on * 100, 1)} % | ${fmt((row.off - row.on) * 100, 1)} | ${fmt(row.cpuOff, 0)} / ${fmt(row.cpuOn, 0)} |`,
    );
  }
  const diff = median(rows.map((r) => (r.off - r.on) * 100));
  console.log(
    `| median | | ${fmt(median(rows.map((r) => r.bare)), 0)} | | | ${fmt(median(rows.map((r) => r.off)) * 100, 1)} % | ${fmt(median(rows.map((r) => r.on)) * 100, 1)} % | ${fmt(diff, 1)} | ${fmt(median(rows.map((r) => r.cpuOff)), 0)} / ${fmt(median(rows.map((r) => r.cpuOn)), 0)} |`,
  );
  console.log(
    `[metrics] with metrics on, getLucinaInfo's ratio to bare is ${fmt(diff, 1)} points lower (median of ${rounds} rounds; goal: at most 3)`,
  );
  for (const server of [off, on]) {
    server.child.removeAllListeners('exit');
    server.child.send({ type: 'exit' });
  }
  await bare.close();
}
