import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useServerSecrets } from './client.js';
import { Instance } from './instance.js';
import { scrape } from './metrics.js';
import { startFakeLlm } from './llm.js';
import { startNginx } from './nginx.js';
import { createDatabase, REDIS_HOST, REDIS_PORT } from './services.js';

const base = Number(process.env.FAULTS_PORT_BASE ?? 3310);
export const PORTS = { nginx: base, a: base + 1, b: base + 2, llm: base + 3 };
/** The scrape token the instances require, as deploy/compose.yaml sets METRICS_TOKEN. */
export const METRICS_TOKEN = randomBytes(16).toString('hex');

/**
 * Two production instances on one PostgreSQL database (fresh per run) and one Redis database, behind
 * nginx configured from deploy/nginx.conf, answering through a fake OpenAI-compatible upstream.
 */
export async function startCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-faults-'));
  const db = await createDatabase();
  // A Redis database of its own, so keys of other test runs on this Redis never meet the suite's.
  const redisDb = Number(process.env.FAULTS_REDIS_DB ?? 11);
  // FAULTS_LLM_HTTP2=on: the instances reach the model over HTTP/2 (LLM_HTTP2), many answers per connection.
  const llmHttp2 = process.env.FAULTS_LLM_HTTP2 === 'on';
  const llm = await startFakeLlm(PORTS.llm, { paceMs: 100, tokens: 400, http2: llmHttp2 });
  const authSecret = randomBytes(32).toString('hex');
  // The suite plays many browsers from one address: it signs their visitor tokens and reads captcha answers
  // as the instances do, where a browser would call the (per-address limited) sign route and read the image.
  useServerSecrets({ authSecret, redisUrl: `redis://${REDIS_HOST}:${REDIS_PORT}/${redisDb}` });
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    REDIS_URL: `redis://${REDIS_HOST}:${REDIS_PORT}/${redisDb}`,
    AUTH_SECRET: authSecret,
    PAY_PROVIDER: 'sandbox',
    // Production refuses the sandbox cashier and console codes unless it runs them on purpose as a demonstration.
    LUCINA_DEMO: '1',
    // As deploy/compose.yaml: keep serving through nginx's upstream keepalive_timeout (4 s) before closing.
    SHUTDOWN_DRAIN_SECONDS: '5',
    PUBLIC_URL: `http://127.0.0.1:${PORTS.nginx}`,
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: 'faults',
    LLM_MODEL: 'faults-slow',
    LLM_HTTP2: llmHttp2 ? 'on' : 'off',
    // Every client of the suite comes from 127.0.0.1: per-IP allowances would measure themselves.
    RATE_LIMIT_PER_MINUTE: '1000000',
    CHAT_VISITOR_DAILY_PER_TOKEN: '100000',
    CHAT_VISITOR_DAILY_PER_IP: '1000000',
    OTP_DAILY_LIMIT_PER_IP: '1000000',
    LOG_LEVEL: 'warn',
    // The hostile-input scenario drives every operation of the document the instances serve.
    API_DOCS: 'on',
    DATA_DIR: path.join(dir, 'data'),
    // The scenarios read /metrics before and after a fault; each instance adds its own METRICS_PORT.
    METRICS_TOKEN,
  };
  const a = new Instance('A', PORTS.a, env, path.join(dir, 'a.log'));
  const b = new Instance('B', PORTS.b, env, path.join(dir, 'b.log'));
  // A first: it runs the migrations; B then starts on a migrated database as a second replica would.
  await a.start();
  await b.start();
  const nginx = await startNginx({ dir, port: PORTS.nginx, upstreamPorts: [PORTS.a, PORTS.b] });
  return {
    dir,
    db,
    redisDb,
    llm,
    llmHttp2,
    a,
    b,
    nginx,
    instances: [a, b],
    /** One scrape of an instance's /metrics (its own port, with the token). */
    scrape: (instance: Instance) => scrape(instance, METRICS_TOKEN),
    async stop() {
      await nginx.stop().catch(() => undefined);
      await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
      await llm.close();
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
