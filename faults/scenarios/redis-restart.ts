import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_PREFIX, chatRoutes, engagementRoutes, userRoutes } from '@lucina/contracts';
import type { Cluster } from '../lib/cluster.js';
import { api, loginByEmail, newTempToken, openStream, request, type Who } from '../lib/client.js';
import { seconds, startLoad } from '../lib/load.js';
import { moved, type Scrape } from '../lib/metrics.js';
import { openMembershipOrder, payAtCashier } from '../lib/orders.js';
import type { Scenario } from '../lib/scenario.js';
import { ensureRedis, REDIS_HOST, REDIS_PORT, sleep, stopRedis } from '../lib/services.js';

const OUTAGE_MS = 3000;
const RECOVERY_GOAL_S = 5;

/** Buys a membership through the sandbox cashier; the user's grade and expiry as saved. */
async function buyMembership(cluster: Cluster, who: Who & { userId: string }) {
  const { nginx } = cluster;
  const { orderNo } = await openMembershipOrder(nginx.url, who);
  await payAtCashier(nginx.url, orderNo, 'wechat');
  return grant(cluster, who.userId);
}

async function grant(cluster: Cluster, userId: string) {
  const [row] = await cluster.db.query<{ user_grade: number; end_time: Date | null }>(
    'select user_grade, end_time from users where id = $1',
    [userId],
  );
  return `${row!.user_grade}@${row!.end_time?.toISOString() ?? '-'}`;
}

async function redisKeys(db: number, pattern: string) {
  const { stdout } = await promisify(execFile)('redis-cli', [
    '-h',
    REDIS_HOST,
    '-p',
    String(REDIS_PORT),
    '-n',
    String(db),
    '--scan',
    '--pattern',
    pattern,
  ]);
  return stdout.split('\n').filter(Boolean).length;
}

/**
 * Redis shut down (nosave) for 3 s and started again empty, while 20 clients read through nginx and an answer
 * streams on A: reads keep working, rate limiting, one-time codes and stop signals work again afterwards
 * without restarting an instance, and nothing paid is lost.
 */
export const redisRestart: Scenario = {
  id: 5,
  name: 'Redis restart under load',
  async run({ cluster, log }) {
    const { a, b, nginx, db } = cluster;
    const pids = [a.pid, b.pid];
    const buyer = await loginByEmail(nginx.url, db, `faults-redis-${Date.now()}@example.com`);
    const granted = await buyMembership(cluster, buyer);
    log(`a membership paid before the outage: grade@expiry ${granted}`);

    const asker = { temp: newTempToken() };
    const answer = openStream(a.url, chatRoutes.directMessage.path, { messageContent: 'Redis 重启时的回答' }, asker);
    await answer.untilDeltas(5);

    const visitor = { temp: newTempToken() };
    const load = startLoad(
      [
        {
          route: 'getLucinaInfo',
          send: () =>
            request(nginx.url, 'GET', `${API_PREFIX}${userRoutes.getLucinaInfo.path}`, {
              who: buyer,
              timeoutMs: 15_000,
            }),
        },
        { route: 'conversation list', send: () => api(nginx.url, chatRoutes.list.path, {}, visitor, 15_000) },
        {
          route: 'banners',
          send: () =>
            request(nginx.url, 'GET', `${API_PREFIX}${engagementRoutes.bannerActiveList.path}`, { timeoutMs: 15_000 }),
        },
      ],
      20,
    );
    await sleep(2000);
    const metricsBefore = await Promise.all([cluster.scrape(a), cluster.scrape(b)]);
    const downAt = Date.now();
    log(`redis-cli shutdown nosave; starting it again after ${OUTAGE_MS / 1000} s`);
    let upAt = downAt;
    try {
      await stopRedis();
      await sleep(OUTAGE_MS);
    } finally {
      await ensureRedis();
      upAt = Date.now();
    }
    await sleep(6000);
    const samples = await load.stop();
    const metricsAfter = await Promise.all([cluster.scrape(a), cluster.scrape(b)]);
    // Each instance lost its connection and was refused while reconnecting: both must have counted it.
    const redisErrors = metricsBefore.map((before, i) =>
      moved(before, metricsAfter[i] as Scrape, 'lucina_redis_errors_total', {}),
    );
    log(`/metrics: Redis connection errors +${redisErrors[0]} on A, +${redisErrors[1]} on B`);

    const failed = samples.filter((s) => s.status !== 200 || s.code !== 200);
    const during = failed.filter((s) => s.end <= upAt).length;
    const lastFailure = failed.reduce((m, s) => Math.max(m, s.end), 0);
    const recovery = Math.max(0, lastFailure - upAt);
    log(
      `${samples.length} reads: ${failed.length} failed (${during} during the outage); last failure ${seconds(recovery)} s after Redis was back`,
    );
    for (const s of failed.slice(0, 3)) log(`  e.g. ${s.route}: ${s.status} ${s.msg ?? s.error ?? ''}`);

    const [row] = await db.query<{ status: string }>('select status from messages where id = $1', [answer.id]);
    const stillStreaming = row?.status === 'streaming';
    const stop = await api(b.url, chatRoutes.stop.path, { id: answer.id }, asker, 15_000);
    await answer.ended;
    const [saved] = await db.query<{ status: string; content: string }>(
      'select status, content from messages where id = $1',
      [answer.id],
    );
    const stopped = stop.body?.code === 200 && saved?.status === 'terminated' && saved.content === answer.text;
    log(
      `the answer on A outlived the outage: ${stillStreaming ? 'yes' : `no (${row?.status})`}; stopped through B with saved = seen: ${stopped ? 'yes' : 'no'}`,
    );

    let codes = false;
    try {
      await loginByEmail(nginx.url, db, `faults-redis-after-${Date.now()}@example.com`);
      codes = true;
    } catch (err) {
      log(`login with a one-time code after the restart failed: ${(err as Error).message}`);
    }
    const limits = (await redisKeys(cluster.redisDb, 'lucina:rl:*')) > 0;
    const after = await grant(cluster, buyer.userId);
    const sameProcesses = a.pid === pids[0] && b.pid === pids[1] && a.running && b.running;
    log(
      `one-time code login after: ${codes ? 'yes' : 'no'}; rate-limit counters back in Redis: ${limits ? 'yes' : 'no'}`,
    );
    log(
      `membership after: ${after} (${after === granted ? 'kept' : 'CHANGED'}); instances not restarted: ${sameProcesses ? 'yes' : 'no'}`,
    );
    return {
      figure: `${failed.length} failed reads (${during} during the 3 s outage), back ${seconds(recovery)} s after; stop ${stopped ? 'ok' : 'failed'}, codes ${codes ? 'ok' : 'failed'}, limits ${limits ? 'ok' : 'missing'}, grant ${after === granted ? 'kept' : 'lost'}; /metrics Redis errors +${redisErrors.join('/+')}`,
      goal: `0 failed reads, back ≤ ${RECOVERY_GOAL_S} s, stop/codes/limits work, grant kept, Redis errors counted on both`,
      pass:
        failed.length === 0 &&
        recovery <= RECOVERY_GOAL_S * 1000 &&
        stillStreaming &&
        stopped &&
        codes &&
        limits &&
        after === granted &&
        sameProcesses &&
        redisErrors.every((n) => n > 0),
    };
  },
};
