import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadiness, modelProbe, type Probe } from '../../src/modules/health/readiness.service.js';

const probe = (name: string, required: boolean, check: Probe['check']): Probe => ({
  name,
  required,
  kind: name,
  check,
});

describe('readiness', () => {
  it('is ready while every required dependency answers, and reports the optional ones either way', async () => {
    const report = await createReadiness([
      probe('database', true, async () => {}),
      probe('model', false, () => Promise.reject(new Error('refused'))),
    ])();
    expect(report.ready).toBe(true);
    expect(report.checks.database!.status).toBe('ok');
    expect(report.checks.model!.status).toBe('down');
    expect(report.failures.map((f) => f.name)).toEqual(['model']);
  });

  it('is not ready when a required dependency fails or hangs past the probe timeout', async () => {
    const failing = await createReadiness([probe('kv', true, () => Promise.reject(new Error('ECONNREFUSED')))])();
    expect(failing.ready).toBe(false);
    const hanging = await createReadiness([probe('database', true, () => new Promise(() => {}))])();
    expect(hanging.ready).toBe(false);
    expect(hanging.checks.database!.latencyMs).toBeGreaterThanOrEqual(1_900);
  }, 10_000);
});

describe('model probe', () => {
  let server: Server;
  let base = '';
  let status = 200;
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.statusCode = req.url === '/v1/models' ? status : 404;
      res.end('{"data":[]}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('reports the offline assistant without asking anything', async () => {
    const p = modelProbe({ provider: 'offline', baseUrl: null, apiKey: null });
    expect(p.kind).toBe('offline');
    expect(await p.check()).toBe('offline');
  });

  it('asks GET /models with the key, keeps the answer for its lifetime, then asks again', async () => {
    seen.length = 0;
    const p = modelProbe({ provider: 'openai', baseUrl: base, apiKey: 'sk-test' }, 60_000);
    await p.check();
    await p.check();
    expect(seen).toEqual(['Bearer sk-test']);
    status = 503;
    const fresh = modelProbe({ provider: 'openai', baseUrl: base, apiKey: 'sk-test' }, 0);
    await expect(fresh.check()).rejects.toThrow(/503/);
    status = 200;
    await new Promise((r) => setTimeout(r, 2));
    await expect(fresh.check()).resolves.toBeUndefined();
  });
});
