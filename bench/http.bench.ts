import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { API_PREFIX } from '@lucina/contracts';
import { compare, printRows, startBare, type BareFile, type Probe } from './compare.js';
import {
  buildApp,
  conversations,
  createMemoryKv,
  createRedisKv,
  loadConfig,
  messages,
  openDatabase,
  paymentsSeeder,
  runMigrations,
  type DatabaseTarget,
} from './server.js';

/** The commit the figures belong to, marked when the tree has changes on top of it. */
function currentCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '../apps', '../packages', '.', ':!RESULTS.md'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} + changes` : head;
  } catch {
    return 'unknown';
  }
}

/** React's chunk (the largest script of every page's first screen) in the web build, or null without a build. */
function reactChunk(distDir: string) {
  const manifest = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifest)) return null;
  const chunks = Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, { file: string }>);
  const sized = chunks
    .map((c) => c.file)
    .filter((file) => file.endsWith('.js') && fs.existsSync(path.join(distDir, `${file}.br`)))
    .map((file) => ({ file, size: fs.statSync(path.join(distDir, `${file}.br`)).size }))
    .sort((a, b) => b.size - a.size);
  const first = sized.find((c) => /^assets\/(react|index)-/.test(c.file)) ?? sized[0];
  if (!first) return null;
  const br = fs.readFileSync(path.join(distDir, `${first.file}.br`));
  return { path: `/${first.file}`, br, kb: Math.round(br.length / 1024) };
}

/**
 * The authenticated hot path against a bare Fastify hello-world, both in this run: throughput ratio and
 * latency per route, on the embedded database and, when BENCH_DATABASE_URL is set, on PostgreSQL. The
 * PostgreSQL run is the production setup (NODE_ENV=production, and Redis when BENCH_REDIS_URL is set: rate-limit
 * batches and session revocations then cost what they cost in a deployment); the embedded run is `npm start`'s.
 */
export async function httpBench(target: DatabaseTarget, label: string) {
  const database = await openDatabase(target);
  await runMigrations(database);
  // The plan catalogue is reference data the coupon list reads.
  await paymentsSeeder.run(database.db);
  const postgres = target.kind === 'postgres';
  const redisUrl = postgres ? process.env.BENCH_REDIS_URL : undefined;
  const config = loadConfig({
    NODE_ENV: postgres ? 'production' : 'test',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // BENCH_METRICS=on: the Prometheus metrics kept as with METRICS_PORT set (the port itself is not opened here).
    ...(process.env.BENCH_METRICS === 'on' ? { METRICS_PORT: '9464' } : {}),
  });
  const kv = redisUrl ? createRedisKv(redisUrl) : createMemoryKv();
  const app = await buildApp({ config, database, kv, logger: false });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const user = await app.ctx.services.users.create({ nickname: 'bench' });
  const { token } = await app.ctx.services.sessions.issue(user.id);
  // One conversation of three questions and answers, for the message list.
  const [conversation] = await database.db
    .insert(conversations)
    .values({ userId: user.id, title: '我适合做什么工作' })
    .returning();
  await database.db.insert(messages).values(
    Array.from({ length: 6 }, (_, i) => ({
      conversationId: conversation!.id,
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: i % 2 ? '根据你的测评结果，可以考虑产品经理、用户研究等方向。'.repeat(8) : '我适合做什么工作？',
    })),
  );

  const auth = { authorization: token };
  const probes: Probe[] = [
    { name: '/healthz', path: '/healthz', method: 'GET', goal: 0.8 },
    {
      name: 'getLucinaInfo (logged in)',
      path: `${API_PREFIX}/user/lucinaUser/getLucinaInfo`,
      method: 'GET',
      headers: auth,
      goal: postgres ? 0.25 : 0.1,
    },
    {
      name: 'conversation list',
      path: `${API_PREFIX}/ai/conversation/list`,
      method: 'POST',
      headers: auth,
      body: '{}',
      goal: postgres ? 0.15 : undefined,
    },
    {
      name: 'message list',
      path: `${API_PREFIX}/ai/conversation/messageList`,
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ conversationId: conversation!.id }),
      goal: postgres ? 0.15 : undefined,
    },
    {
      name: 'system-message list',
      path: `${API_PREFIX}/ai/sytemMessages/list`,
      method: 'POST',
      headers: auth,
      body: '{"page":1,"pageSize":10}',
      goal: postgres ? 0.15 : undefined,
    },
    {
      name: 'survey list',
      path: `${API_PREFIX}/ai/aiSurveyTest/getSurveyList`,
      method: 'GET',
      headers: auth,
      goal: postgres ? 0.15 : undefined,
    },
    {
      name: 'user coupons',
      path: `${API_PREFIX}/user/lucinaUserCoupon/selectLucinaUserCouponList`,
      method: 'GET',
      headers: auth,
      goal: postgres ? 0.15 : undefined,
    },
    {
      name: 'system-message count',
      path: `${API_PREFIX}/ai/sytemMessages/getCountMessage`,
      method: 'POST',
      headers: auth,
      goal: postgres ? 0.15 : undefined,
    },
  ];
  // A hashed script as a browser asks for it (a first visit asks for ~70), against bare Fastify sending its bytes.
  const script = reactChunk(config.webDistDir);
  const bareFiles: BareFile[] = [];
  if (script) {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    probes.push({
      name: `a hashed script, brotli (${script.kb} KB)`,
      path: script.path,
      method: 'GET',
      headers,
      barePath: script.path,
    });
    bareFiles.push({
      path: script.path,
      body: script.br,
      headers: { 'content-type': 'application/javascript; charset=utf-8', 'content-encoding': 'br' },
    });
  }
  const bare = await startBare(bareFiles);
  if (process.env.BENCH_SERVE_ONLY) {
    console.log(`[http] serving ${base} token ${token}`);
    // Lets `node --cpu-prof` write its profile when the load is over.
    process.on('SIGINT', () => process.exit(0));
    await new Promise(() => {});
  }
  const rows = await compare(base, bare.url, probes);

  await bare.close();
  await app.close();
  await kv.close();
  await database.close();
  printRows(`${label}${postgres ? `, production, KV ${redisUrl ? 'Redis' : 'in memory'}` : ''}`, rows, currentCommit());
  return rows;
}
