import { Redis } from 'ioredis';
import type { Kv } from './kv.js';

// A key INCRBY has just created has no TTL yet (PTTL -1): that is the start of its window.
const INCR_WITH_TTL = `
local v = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) == -1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {v, redis.call('PTTL', KEYS[1])}
`;

const DEL_IF_EQUALS = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

// ARGV[1] is the TTL, ARGV[i + 1] the value KEYS[i] must hold.
const EXPIRE_EACH_IF_EQUALS = `
local renewed = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[i + 1] then renewed[i] = redis.call('PEXPIRE', key, ARGV[1]) else renewed[i] = 0 end
end
return renewed
`;

/** Reconnect at least twice a second, so commands queued during an outage fail (or run) within about 1.5 s. */
const retryStrategy = (times: number) => Math.min(times * 50, 500);

/** Redis-backed store: one connection for commands, one opened on first subscribe (Redis requires it). */
export function createRedisKv(url: string, keyPrefix = 'lucina:'): Kv {
  const client = new Redis(url, { keyPrefix, maxRetriesPerRequest: 3, lazyConnect: false, retryStrategy });
  // Counted for /metrics; the requests they fail answer 503 and are logged there. The listener also keeps ioredis
  // from printing each reconnect attempt's error while Redis is down.
  let errors = 0;
  const counted = () => void errors++;
  client.on('error', counted);
  let subscriber: Redis | null = null;
  const handlers = new Map<string, Set<(message: string) => void>>();

  async function subscriberConnection(): Promise<Redis> {
    if (subscriber) return subscriber;
    subscriber = new Redis(url, { maxRetriesPerRequest: 3, retryStrategy });
    subscriber.on('error', counted);
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of handlers.get(channel) ?? []) handler(message);
    });
    return subscriber;
  }
  // Channels are not prefixed by ioredis' keyPrefix, so prefix them here.
  const ch = (channel: string) => `${keyPrefix}${channel}`;

  return {
    connectionErrors: () => errors,
    async get(key) {
      return client.get(key);
    },
    async set(key, value, ttlMs) {
      if (ttlMs && ttlMs > 0) await client.set(key, value, 'PX', ttlMs);
      else await client.set(key, value);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await client.set(key, value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async del(key) {
      return (await client.del(key)) > 0;
    },
    async delIfEquals(key, value) {
      return (await client.eval(DEL_IF_EQUALS, 1, key, value)) === 1;
    },
    async expireEachIfEquals(leases, ttlMs) {
      if (!leases.length) return [];
      const keys = leases.map((l) => l.key);
      const values = leases.map((l) => l.value);
      const renewed = (await client.eval(EXPIRE_EACH_IF_EQUALS, keys.length, ...keys, ttlMs, ...values)) as number[];
      return renewed.map((r) => r === 1);
    },
    async incr(key, ttlMs, by = 1) {
      const [value, ttl] = (await client.eval(INCR_WITH_TTL, 1, key, ttlMs, by)) as [number, number];
      return { value, ttlMs: ttl };
    },
    async pttl(key) {
      return client.pttl(key);
    },
    async publish(channel, message) {
      await client.publish(ch(channel), message);
    },
    async subscribe(channel, onMessage) {
      const sub = await subscriberConnection();
      const name = ch(channel);
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        await sub.subscribe(name);
      }
      set.add(onMessage);
      return async () => {
        const current = handlers.get(name);
        current?.delete(onMessage);
        if (current && current.size === 0) {
          handlers.delete(name);
          await sub.unsubscribe(name);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.all([client.quit(), subscriber?.quit()]);
    },
  };
}
