/**
 * One product server for `metrics-cost.bench.ts`, in a process of its own so that the metrics of one setting
 * (Prometheus's process collectors included) cost nothing to the other. `on` keeps the metrics as METRICS_PORT does
 * and scrapes them every 15 s, as Prometheus would; `off` has none. Answers the parent over IPC: its URL and a
 * session token when ready, then its CPU time whenever asked.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp, createMemoryKv, loadConfig, openDatabase, paymentsSeeder, runMigrations } from './server.js';

const on = process.argv[2] === 'on';
const database = await openDatabase({ kind: 'pglite' });
await runMigrations(database);
await paymentsSeeder.run(database.db);
const config = loadConfig({
  NODE_ENV: 'test',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  ...(on ? { METRICS_PORT: '9464' } : {}),
});
const app = await buildApp({ config, database, kv: createMemoryKv(), logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const user = await app.ctx.services.users.create({ nickname: 'bench' });
const { token } = await app.ctx.services.sessions.issue(user.id);

const metrics = app.ctx.metrics as { scrape?: () => Promise<unknown> };
if (on && metrics.scrape) {
  await metrics.scrape();
  setInterval(() => void metrics.scrape?.(), 15_000).unref();
}

process.on('message', (msg: { type: string; since?: NodeJS.CpuUsage }) => {
  if (msg.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage(msg.since) });
  if (msg.type === 'exit')
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
});
process.send?.({ type: 'ready', url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, token });
