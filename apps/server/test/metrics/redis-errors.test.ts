import { describe, expect, it } from 'vitest';
import { createRedisKv } from '../../src/kv/index.js';
import { createPrometheusMetrics } from '../../src/lib/prometheus.js';

const valueOf = (body: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(body)?.[1] ?? NaN);

describe('Redis connection errors in /metrics', () => {
  it('counts the errors of a Redis that refuses connections, and only new ones at each scrape', async () => {
    // Nothing listens on port 1: every connection attempt is refused, and ioredis keeps retrying.
    const kv = createRedisKv('redis://127.0.0.1:1');
    const metrics = createPrometheusMetrics({ redisErrors: kv.connectionErrors ?? null });
    try {
      await expect.poll(() => kv.connectionErrors?.() ?? 0).toBeGreaterThanOrEqual(2);
      const first = valueOf((await metrics.scrape()).body, 'lucina_redis_errors_total');
      expect(first).toBeGreaterThanOrEqual(2);
      const seen = kv.connectionErrors!();
      await expect.poll(() => kv.connectionErrors!()).toBeGreaterThan(seen);
      const second = valueOf((await metrics.scrape()).body, 'lucina_redis_errors_total');
      expect(second).toBeLessThanOrEqual(kv.connectionErrors!());
      expect(second).toBeGreaterThan(first);
    } finally {
      await kv.close();
    }
  });

  it('reads 0 without Redis', async () => {
    expect(valueOf((await createPrometheusMetrics().scrape()).body, 'lucina_redis_errors_total')).toBe(0);
  });
});
