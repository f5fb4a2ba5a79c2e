import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { createMemoryKv, createRedisKv, MemoryKvHub, type Kv } from '../../src/kv/index.js';
import { memoryKvTime, redisKvTime, type KvTime } from './kv-time.js';

/** Two clients of one store, as two app instances would have. */
export type KvPair = () => { a: Kv; b: Kv };

/** Runs `contract` on the memory store, and on Redis when TEST_REDIS_URL names one. */
export function forEachKvStore(contract: (name: string, makePair: KvPair, time: KvTime) => void) {
  contract(
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
    contract(
      'redis',
      () => ({ a: createRedisKv(redisUrl!, prefix), b: createRedisKv(redisUrl!, prefix) }),
      redisKvTime,
    );
  });
}
