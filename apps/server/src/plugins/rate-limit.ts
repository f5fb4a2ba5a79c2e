import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { API_PREFIX } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { Kv } from '../kv/index.js';
import { bounded, createLocalCounter, type LocalCounter } from './rate-limit-store.js';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit store over our KV, so limits hold across instances when Redis is configured; most
 * requests are counted in process and sent in batches (see rate-limit-store.ts for the bound that keeps).
 */
function kvStoreClass(kv: Kv, counter: LocalCounter) {
  return class KvRateLimitStore {
    constructor(private readonly options: { timeWindow?: number; groupId?: string } = {}) {}
    private key(id: string) {
      return `rl:${this.options.groupId ?? 'global'}:${id}`;
    }
    incr(id: string, cb: Callback, timeWindow: number, max: number) {
      counter.incr(this.key(id), cb, timeWindow, max);
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
 * The plugin's own key, except for a request whose client has already left: its socket no longer has an address,
 * and the plugin's normalisation would throw (a 500 logged for nobody, seen under overload). Such requests share
 * one key; nobody is waiting for their answer.
 */
export const rateLimitKey = (req: Pick<FastifyRequest, 'ip'>): string => (req.ip ? normalizeIP(req.ip) : 'client-gone');

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
  const counter = createLocalCounter(opts.kv);
  // Counts admitted here reach the KV before it closes.
  app.addHook('onClose', () => counter.close());
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: 60_000,
    store: kvStoreClass(opts.kv, counter) as never,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: () => AppError.tooManyRequests(),
    // Limits guard the service; they must not take it down: while the KV is unreachable requests go unlimited.
    skipOnError: true,
  });
}
