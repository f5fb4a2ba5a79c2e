import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { API_PREFIX, engagementRoutes } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { Kv } from '../kv/index.js';

const TRACK_URL = `${API_PREFIX}${engagementRoutes.track.path}`;

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit store over our KV, so limits hold across instances when Redis is configured. */
function kvStoreClass(kv: Kv) {
  return class KvRateLimitStore {
    constructor(private readonly options: { timeWindow?: number; groupId?: string } = {}) {}
    private key(id: string) {
      return `rl:${this.options.groupId ?? 'global'}:${id}`;
    }
    incr(id: string, cb: Callback, timeWindow: number) {
      kv.incr(this.key(id), timeWindow).then(
        ({ value, ttlMs }) => cb(null, { current: value, ttl: ttlMs }),
        (err: Error) => cb(err),
      );
    }
    read(id: string, cb: Callback) {
      Promise.all([kv.get(this.key(id)), kv.pttl(this.key(id))]).then(
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

export async function registerRateLimit(app: FastifyInstance, opts: { kv: Kv; perMinute: number }) {
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: 60_000,
    store: kvStoreClass(opts.kv) as never,
    // Only the API is limited; the SPA's static files and health probes are not. Tracking has its own,
    // looser per-IP limit (engagement module) so a burst of page events never eats the API budget.
    allowList: (req) => !req.url.startsWith(`${API_PREFIX}/`) || req.url === TRACK_URL,
    errorResponseBuilder: () => AppError.tooManyRequests(),
  });
}
