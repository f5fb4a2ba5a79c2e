import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('app shell', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(distDir, 'csp-hashes.json'), '{"scriptSrc":[]}');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');
    t = await createTestApp({
      env: { WEB_DIST_DIR: distDir, RATE_LIMIT_PER_MINUTE: '1000' },
      extend(app) {
        app.get('/api/__boom', async () => {
          throw new Error('duplicate key value violates unique constraint "users_pkey" at select * from users');
        });
        // Drizzle wraps the driver's error; the cause says why the query failed.
        const failedQuery = (cause: Error & { code?: string }) =>
          Object.assign(new Error('Failed query: select "id" from "users"'), { cause });
        app.get('/api/__db_restarting', async () => {
          throw failedQuery(
            Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
          );
        });
        app.get('/api/__db_refused', async () => {
          throw failedQuery(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
        });
        app.get('/api/__db_dropped', async () => {
          throw new Error('Connection terminated unexpectedly');
        });
        app.get('/api/__redis_down', async () => {
          throw Object.assign(new Error('Reached the max retries per request limit (which is 3).'), {
            name: 'MaxRetriesPerRequestError',
          });
        });
        app.get('/api/__db_bad_query', async () => {
          throw failedQuery(Object.assign(new Error('syntax error at or near "form"'), { code: '42601' }));
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers liveness and readiness with the database kind', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    const body = ready.json();
    expect(body.status).toBe('ready');
    expect(body.checks.database).toMatchObject({ status: 'ok', kind: t.database.kind });
    expect(body.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.checks.kv).toMatchObject({ status: 'ok' });
    expect(body.checks.model).toEqual({ status: 'offline', kind: 'offline' });
  });

  it('fails readiness once the database is gone, naming it', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'down' }, kv: { status: 'ok' } },
    });
    await other.app.close();
  });

  it('answers unknown /api paths with the 404 envelope', async () => {
    const res = await t.app.inject('/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '请求地址出错：/api/no/such/call', data: null });
  });

  it('serves the SPA for unknown page paths without caching index.html', async () => {
    const res = await t.app.inject('/personal/info?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject('/assets/index-AbCd1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends a CSP that allows only same-origin scripts', async () => {
    const res = await t.app.inject('/home');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
  });

  it("sends the API's data the headers that apply to data, and pages and unknown paths the page's", async () => {
    const page = await t.app.inject('/home');
    const data = await t.app.inject('/api/user/lucinaUser/getLucinaInfo');
    const unknown = await t.app.inject('/api/no-such-route');
    expect(data.headers['content-type']).toMatch(/^application\/json/);
    for (const res of [page, data, unknown]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-frame-options']).toBeDefined();
    }
    // Nothing may load or frame data; the page-only switches are the page's.
    expect(data.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(unknown.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('hides internals of 5xx errors behind the envelope', async () => {
    const res = await t.app.inject('/api/__boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试', data: null });
    expect(res.body).not.toMatch(/select|users_pkey|at /);
  });

  it('answers with the 503 envelope while the database or Redis is unreachable, and 500 for a faulty query', async () => {
    for (const url of ['/api/__db_restarting', '/api/__db_refused', '/api/__db_dropped', '/api/__redis_down']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual({ code: 503, msg: '服务不可用', data: null });
    }
    const bad = await t.app.inject('/api/__db_bad_query');
    expect(bad.statusCode).toBe(500);
    expect(bad.json().msg).toBe('服务器开小差了，请稍后再试');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/lucinaUser/updateInfo',
      headers: { 'content-type': 'application/json', authorization: (await t.login()).token },
      payload: '{"id": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '请求参数错误', data: null });
  });

  it('echoes a valid incoming request id and makes one otherwise', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'req-abcdef123' } });
    expect(given.headers['x-request-id']).toBe('req-abcdef123');
    const made = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI generated from the contracts', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/user/lucinaUser/getLucinaInfo'].get).toBeDefined();
    const body = doc.paths['/api/user/lucinaUser/updateInfo'].post.requestBody.content['application/json'].schema;
    expect(body.properties).toHaveProperty('infoCollectionState');
    expect(body.additionalProperties).toBe(false);
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('rate limiting', () => {
  it('refuses API calls past the per-minute limit with the 429 envelope, and leaves pages alone', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await t.app.inject('/api/user/lucinaUser/getLucinaInfo')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const limited = await t.app.inject('/api/user/lucinaUser/getLucinaInfo');
      expect(limited.json()).toEqual({ code: 429, msg: '操作太频繁，请稍后再试', data: null });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits an API call however its path is percent-encoded', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const codes = [];
      for (const url of ['/api/user/login/sendSms', '/%61pi/user/login/sendSms', '/%61%70%69/user/login/%73endSms']) {
        codes.push((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode);
      }
      // The encoded spellings reach the same route (a validation refusal), so they count against the limit.
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await t.close();
    }
  });

  it('leaves routes outside the API and those exempted by their config unlimited', async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '1' },
      extend(app) {
        app.get('/robots.txt', async () => 'User-agent: *');
      },
    });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await t.app.inject('/robots.txt')).statusCode).toBe(200);
        expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      }
      expect((await t.app.inject('/api/user/lucinaUser/getLucinaInfo')).statusCode).toBe(401);
      expect((await t.app.inject('/api/user/lucinaUser/getLucinaInfo')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('serves requests without a limit while the KV store fails or hangs, and limits again once it answers', async () => {
    const { createMemoryKv } = await import('../src/kv/index.js');
    const kv = createMemoryKv();
    const healthyIncr = kv.incr.bind(kv);
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1' }, kv });
    try {
      kv.incr = () => Promise.reject(new Error('Connection is closed.'));
      expect((await t.app.inject('/api/user/lucinaUser/getLucinaInfo')).statusCode).toBe(401);
      kv.incr = () => new Promise(() => {});
      expect((await t.app.inject('/api/user/lucinaUser/getLucinaInfo')).statusCode).toBe(401);
      kv.incr = healthyIncr;
      expect((await t.app.inject('/api/user/lucinaUser/getLucinaInfo')).statusCode).toBe(401);
      expect((await t.app.inject('/api/user/lucinaUser/getLucinaInfo')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('counts across instances that share one KV store', async () => {
    const { createMemoryKv, MemoryKvHub } = await import('../src/kv/index.js');
    const hub = new MemoryKvHub();
    const a = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' }, kv: createMemoryKv(hub) });
    const b = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' }, kv: createMemoryKv(hub) });
    try {
      await a.app.inject('/api/user/lucinaUser/getLucinaInfo');
      await b.app.inject('/api/user/lucinaUser/getLucinaInfo');
      expect((await a.app.inject('/api/user/lucinaUser/getLucinaInfo')).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
