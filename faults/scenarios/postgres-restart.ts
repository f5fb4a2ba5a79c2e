import { API_PREFIX, ErrorText, chatRoutes, userRoutes } from '@lucina/contracts';
import { api, loginByEmail, newTempToken, request } from '../lib/client.js';
import { seconds, startLoad, watchReadiness } from '../lib/load.js';
import { moved, type Scrape } from '../lib/metrics.js';
import type { Scenario } from '../lib/scenario.js';
import { postgresReady, restartPostgres, sleep } from '../lib/services.js';

const RECOVERY_GOAL_S = 5;
const FAIL_FAST_S = 5;

/**
 * `pg_ctlcluster … restart` while 20 clients read through nginx: requests during the outage fail fast with the
 * spec's 503 envelope (服务不可用), /readyz says so, and both instances serve again once the database is back,
 * without being restarted.
 */
export const postgresRestart: Scenario = {
  id: 4,
  name: 'PostgreSQL restart under load',
  async run({ cluster, log }) {
    const { a, b, db, nginx } = cluster;
    const user = await loginByEmail(nginx.url, db, `faults-pg-${Date.now()}@example.com`);
    const visitor = { temp: newTempToken() };
    const pids = [a.pid, b.pid];
    const load = startLoad(
      [
        {
          route: 'getLucinaInfo',
          send: () =>
            request(nginx.url, 'GET', `${API_PREFIX}${userRoutes.getLucinaInfo.path}`, {
              who: user,
              timeoutMs: 15_000,
            }),
        },
        { route: 'conversation list', send: () => api(nginx.url, chatRoutes.list.path, {}, visitor, 15_000) },
      ],
      20,
    );
    const ready = [watchReadiness(a.url), watchReadiness(b.url)];
    await sleep(2000);
    const metricsBefore = await Promise.all([cluster.scrape(a), cluster.scrape(b)]);
    const restartAt = Date.now();
    log('restarting PostgreSQL (pg_ctlcluster … restart)');
    try {
      await restartPostgres();
    } finally {
      while (!(await postgresReady())) await sleep(100);
    }
    const upAt = Date.now();
    log(`PostgreSQL accepting connections again after ${seconds(upAt - restartAt)} s`);
    await sleep(8000);
    const samples = await load.stop();
    const [readyA, readyB] = await Promise.all(ready.map((r) => r.stop()));
    const metricsAfter = await Promise.all([cluster.scrape(a), cluster.scrape(b)]);
    const bothMoved = (name: string, labels: Record<string, string>) =>
      metricsBefore.reduce((sum, before, i) => sum + moved(before, metricsAfter[i] as Scrape, name, labels), 0);
    const counted503 = bothMoved('lucina_http_requests_total', { status_class: '5xx' });
    // Two views of the outage: requests refused because PostgreSQL was unreachable, and the pool's own errors
    // (connections the restart closed, checkouts that timed out). Reported apart; at least one must have moved.
    const unreachable = bothMoved('lucina_backend_unavailable_total', { backend: 'postgres' });
    const pool = bothMoved('lucina_db_pool_errors_total', {});
    const poolErrors = unreachable + pool;

    const failed = samples.filter((s) => s.status !== 200 || s.code !== 200);
    const wrong = failed.filter((s) => !(s.status === 503 && s.msg === ErrorText.unavailable));
    const slowest = failed.reduce((m, s) => Math.max(m, s.end - s.start), 0);
    const lastFailure = failed.reduce((m, s) => Math.max(m, s.end), 0);
    const recovery = Math.max(0, lastFailure - upAt);
    const afterRecovery = samples.filter((s) => s.start > lastFailure);
    const readinessDipped = [readyA!, readyB!].every((seen) => seen.some((r) => r.at >= restartAt && r.status === 503));
    const readyAtEnd = [readyA!, readyB!].every((seen) => seen.at(-1)?.status === 200);
    const sameProcesses = a.pid === pids[0] && b.pid === pids[1] && a.running && b.running;
    log(
      `${samples.length} requests: ${failed.length} failed, ${wrong.length} of them not the 503 envelope (服务不可用)`,
    );
    for (const s of wrong.slice(0, 5)) log(`  e.g. ${s.route}: ${s.status} ${s.msg ?? s.error ?? ''}`);
    log(`slowest failure ${seconds(slowest)} s; last failure ${seconds(recovery)} s after the database was back`);
    log(
      `/readyz went 503 on both: ${readinessDipped ? 'yes' : 'no'}; 200 on both at the end: ${readyAtEnd ? 'yes' : 'no'}`,
    );
    log(
      `/metrics of A and B: 5xx +${counted503} (${failed.length} seen by the clients), PostgreSQL unreachable +${unreachable}, pool errors +${pool}`,
    );
    log(
      `after recovery: ${afterRecovery.length} requests, all 200; instances not restarted: ${sameProcesses ? 'yes' : 'no'}`,
    );
    return {
      figure: `database down ${seconds(upAt - restartAt)} s, service back ${seconds(recovery)} s after it; ${failed.length} failed (${wrong.length} not 503 服务不可用), slowest ${seconds(slowest)} s; /readyz ${readinessDipped && readyAtEnd ? 'followed' : 'did not follow'}`,
      goal: `≤ ${RECOVERY_GOAL_S} s, all failures 503 in ≤ ${FAIL_FAST_S} s, /readyz follows`,
      pass:
        recovery <= RECOVERY_GOAL_S * 1000 &&
        wrong.length === 0 &&
        slowest <= FAIL_FAST_S * 1000 &&
        readinessDipped &&
        readyAtEnd &&
        sameProcesses &&
        afterRecovery.length > 0 &&
        // nginx retries a failed request on the other instance, so the instances count at least what clients saw.
        counted503 >= failed.length &&
        (failed.length === 0 || poolErrors > 0),
    };
  },
};
