import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createMemoryKv, createRedisKv, MemoryKvHub, type Kv } from '../src/kv/index.js';
import { takeSlot, type Lease } from '../src/kv/slots.js';
import { memoryKvTime, redisKvTime, type KvTime } from './helpers/kv-time.js';

/** Two clients of one store, as two app instances would have. */
function slotContract(name: string, makePair: () => { a: Kv; b: Kv }, time: KvTime) {
  describe(`KV slots: ${name}`, () => {
    const { a, b } = makePair();
    const { ttlMs } = time;
    const renewEveryMs = ttlMs / 4;
    time.install();
    const slots = () => `slots:${randomUUID()}`;
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('hands out at most `size` slots to concurrent takers on different clients', async () => {
      const name = slots();
      const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => takeSlot(i % 2 ? a : b, name, 2)));
      const leases = taken.filter((l): l is Lease => l !== null);
      expect(leases).toHaveLength(2);
      await Promise.all(leases.map((l) => l.release()));
    });

    it('a released slot can be taken again, and releasing twice frees only once', async () => {
      const name = slots();
      const first = (await takeSlot(a, name, 1))!;
      expect(await takeSlot(b, name, 1)).toBeNull();
      await first.release();
      const second = await takeSlot(b, name, 1);
      expect(second).not.toBeNull();
      await first.release();
      expect(await takeSlot(a, name, 1)).toBeNull();
      await second!.release();
    });

    it('keeps a held slot past its TTL by renewing it', async () => {
      const name = slots();
      const held = (await takeSlot(a, name, 1, { ttlMs, renewEveryMs }))!;
      await time.pass(ttlMs * 3);
      expect(await takeSlot(b, name, 1)).toBeNull();
      await held.release();
    });

    it('frees the slot of a holder that stopped renewing (a crashed instance) once its TTL runs out', async () => {
      const name = slots();
      const crashed: Kv = { ...a, expireIfEquals: () => Promise.reject(new Error('instance gone')) };
      expect(await takeSlot(crashed, name, 1, { ttlMs, renewEveryMs, onError: () => {} })).not.toBeNull();
      expect(await takeSlot(b, name, 1)).toBeNull();
      await time.pass(ttlMs * 2);
      const after = await takeSlot(b, name, 1);
      expect(after).not.toBeNull();
      await after!.release();
    });
  });
}

slotContract(
  'memory',
  () => {
    const hub = new MemoryKvHub();
    return { a: createMemoryKv(hub), b: createMemoryKv(hub) };
  },
  memoryKvTime,
);

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('redis (TEST_REDIS_URL)', () => {
  const prefix = `lucina-test-${randomUUID()}:`;
  slotContract(
    'redis',
    () => ({ a: createRedisKv(redisUrl!, prefix), b: createRedisKv(redisUrl!, prefix) }),
    redisKvTime,
  );
});
