import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../src/http/metrics-server.js';
import { createPrometheusMetrics } from '../../src/lib/prometheus.js';
import { loadConfig } from '../../src/config.js';

const TOKEN = 'a-scrape-token-of-the-operator';
const silent = { info() {}, warn() {}, error() {} };

describe('the metrics server', () => {
  const metrics = createPrometheusMetrics();
  let server: Awaited<ReturnType<typeof startMetricsServer>>;
  let base: string;
  beforeAll(async () => {
    server = await startMetricsServer({ metrics, host: '127.0.0.1', port: 0, token: TOKEN, log: silent });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server?.close());

  it('serves the exposition text to a scrape with the token: the app’s metrics and the process’s', async () => {
    metrics.chat.opened();
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^lucina_chat_answers_started_total 1$/m);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_gc_duration_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('refuses a scrape without the token or with a wrong one, and serves nothing else', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('lucina_');
    expect((await fetch(`${base}/`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${base}/api/site/config`)).status).toBe(404);
  });

  it('needs no token when METRICS_TOKEN is unset', async () => {
    const open = await startMetricsServer({ metrics, host: '127.0.0.1', port: 0, token: null, log: silent });
    try {
      expect((await fetch(`http://127.0.0.1:${open.port}/metrics`)).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('metrics settings', () => {
  it('refuses METRICS_PORT equal to PORT: metrics never share the site’s port', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ NODE_ENV: 'test', PORT: '3000', METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).metrics.port).toBeNull();
  });
});
