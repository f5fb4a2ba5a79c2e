import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { createMemoryKv } from '../apps/server/src/kv/index.js';
import { fmt, load } from './lib.js';

/**
 * Request overhead of the foundation: a bare liveness probe versus an authenticated API call
 * (session lookup, user read, zod serialisation, envelope) on the embedded database and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL.
 */
export async function httpBench(target: DatabaseTarget, label: string) {
  const database = await openDatabase(target);
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, database, kv: createMemoryKv(), logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const user = await app.ctx.services.users.create({ nickname: 'bench' });
  const { token } = await app.ctx.services.sessions.issue(user.id);

  const opts = { total: 4000, concurrency: 32 };
  await load(`${base}/healthz`, { total: 500, concurrency: 8 }); // warm-up
  const probe = await load(`${base}/healthz`, opts);
  const info = await load(`${base}/api/user/lucinaUser/getLucinaInfo`, { ...opts, headers: { authorization: token } });

  await app.close();
  await database.close();

  console.log(`\n[http] ${label}: ${opts.total} requests, ${opts.concurrency} concurrent`);
  console.log(
    `  /healthz               ${fmt(probe.perSecond, 0)} req/s  p50 ${fmt(probe.p50)} ms  p99 ${fmt(probe.p99)} ms`,
  );
  console.log(
    `  getLucinaInfo (auth)   ${fmt(info.perSecond, 0)} req/s  p50 ${fmt(info.p50)} ms  p99 ${fmt(info.p99)} ms`,
  );
  console.log(
    `  ratio auth/probe p50   ${fmt(info.p50 / probe.p50)}x   throughput ${fmt(info.perSecond / probe.perSecond)}x`,
  );
  return { probe, info };
}
