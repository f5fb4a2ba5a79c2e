import type { Kv } from './kv.js';
import { createMemoryKv } from './memory.kv.js';
import { createRedisKv } from './redis.kv.js';

export type { Kv } from './kv.js';
export { createMemoryKv, MemoryKvHub } from './memory.kv.js';
export { createRedisKv } from './redis.kv.js';

export function createKv(config: { redisUrl?: string | undefined }): Kv {
  return config.redisUrl ? createRedisKv(config.redisUrl) : createMemoryKv();
}
