import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { API_PREFIX } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { Kv } from '../kv/index.js';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** How long a request waits for its rate-limit counter before it is served without one. */
export const RATE_LIMIT_STORE_TIMEOUT_MS = 250;

/** A counter the KV cannot give quickly (Redis down or reconnecting) counts as a store error. */
function bounded<T>(op: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('rate-limit store timed out')), RATE_LIMIT_STORE_TIMEOUT_MS);
  });
  return Promise.race([op, timeout]).finally(() => clearTimeout(timer));
}

/** @fastify/rate-limit store over our KV, so limits hold across instances when Redis is configured. */
function kvStoreClass(kv: Kv) {
  return class KvRateLimitStore {
    constructor(private readonly options: { timeWindow?: number; groupId?: string } = {}) {}
    private key(id: string) {
      return `rl:${this.options.groupId ?? 'global'}:${id}`;
    }
    incr(id: string, cb: Callback, timeWindow: number) {
      bounded(kv.incr(this.key(id), timeWindow)).then(
        ({ value, ttlMs }) => cb(null, { current: value, ttl: ttlMs }),
        (err: Error) => cb(err),
      );
    }
    read(id: string, cb: Callback) {
      bounded(Promise.all([kv.get(this.key(id)), kv.pttl(this.key(id))])).then(
        ([value, ttl]) => cb(null, { current: Number(value ?? 0), ttl: Math.max(ttl, 0) }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { groupId?: string; routeInfo?: { method?: string; url?: string } }) {
      const groupId = routeOptions.groupId ?? `${routeOptions.routeInfo?.method}:${routeOptions.routeInfo?.url}`;
      return new KvRateLimitStore({ ...this.options, groupId });
    }
  };
}

/**
 * Every route is limited unless its own config says `rateLimit: false` (health probes, page events with their
 * own limit). Routes outside the API (the SPA's files) are exempted where they are declared: the decision
 * belongs to the matched route, never to how a request spells its path.
 */
export async function registerRateLimit(app: FastifyInstance, opts: { kv: Kv; perMinute: number }) {
  // Runs before the plugin's own onRoute hook, which reads the route's config.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: 60_000,
    store: kvStoreClass(opts.kv) as never,
    errorResponseBuilder: () => AppError.tooManyRequests(),
    // Limits guard the service; they must not take it down: while the KV is unreachable requests go unlimited.
    skipOnError: true,
  });
}
