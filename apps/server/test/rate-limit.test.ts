import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createMemoryKv, createRedisKv, MemoryKvHub, type Kv } from '../src/kv/index.js';
import { RATE_LIMIT_LOCAL_SHARE, RATE_LIMIT_SYNC_MS } from '../src/plugins/rate-limit-store.js';
import { rateLimitKey } from '../src/plugins/rate-limit.js';
import { BizCode, ErrorText } from '@lucina/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';

const LIMIT = 200;
const SHARE = Math.floor(LIMIT * RATE_LIMIT_LOCAL_SHARE);
const URL = '/api/user/lucinaUser/getLucinaInfo';

/** Two instances behind a balancer: one KV store, each with its own in-process counts. */
function twoInstances(name: string, makeKv: () => Kv) {
  describe(`rate limit across two instances: ${name}`, () => {
    let apps: TestApp[] = [];
    afterEach(async () => {
      vi.useRealTimers();
      await Promise.all(apps.map((t) => t.close()));
      apps = [];
    });
    /** Each instance's sync timer fires once, and what it sent has been answered. */
    async function sync() {
      vi.advanceTimersByTime(RATE_LIMIT_SYNC_MS);
      await Promise.all(apps.map((t) => t.kv.get('rate-limit-test:barrier')));
      await new Promise((resolve) => setImmediate(resolve));
    }

    it('admits the limit and at most each instance’s local share beyond it, then refuses on both', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
      apps = [await createTestApp({ env, kv: makeKv() }), await createTestApp({ env, kv: makeKv() })];
      expect(SHARE).toBeGreaterThan(0);
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 4 * SHARE + 20; i++) {
        codes.push((await apps[i % 2]!.app.inject(URL)).statusCode);
        // Each instance's timer sends its counts now and then; here a few times over the run.
        if (i % 37 === 0) await sync();
      }
      const admitted = codes.filter((c) => c !== 429).length;
      expect(admitted).toBeGreaterThanOrEqual(LIMIT);
      expect(admitted).toBeLessThanOrEqual(LIMIT + 2 * SHARE);
      // Once both have heard from the store, neither admits any more.
      await sync();
      expect((await apps[0]!.app.inject(URL)).statusCode).toBe(429);
      expect((await apps[1]!.app.inject(URL)).statusCode).toBe(429);
    }, 120_000);
  });
}

const hub = new MemoryKvHub();
twoInstances('memory', () => createMemoryKv(hub));

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  const prefix = `lucina-test-${randomUUID()}:`;
  twoInstances('redis', () => createRedisKv(redisUrl, prefix));
}

describe('rate-limit key', () => {
  it('is the client address, an IPv4-mapped one as IPv4, and never throws for a client that has left', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    // A closed socket has no address: Fastify's req.ip is then undefined although typed as a string.
    expect(rateLimitKey({ ip: undefined as unknown as string })).toBe('client-gone');
  });
});

describe('refused console requests', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('count against the limit like any other, so a stranger hammering /api/admin is refused by it', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
    const first = await t.app.inject('/api/admin/me');
    expect(first.statusCode).toBe(401);
    const last = (await Promise.all(Array.from({ length: 20 }, () => t!.app.inject('/api/admin/me')))).at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: BizCode.TOO_MANY_REQUESTS, msg: ErrorText.tooManyRequests });
    // The write routes too: the limit comes before the role check, which comes before the request-once claim.
    const write = await t.app.inject({ method: 'POST', url: '/api/admin/messages/send', payload: {} });
    expect(write.statusCode).toBe(429);
  });
});
