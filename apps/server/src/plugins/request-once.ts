import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorText } from '@lucina/contracts';
import { AppError } from '../lib/errors.js';
import type { Kv } from '../kv/index.js';

/**
 * How long a request id is remembered: longer than nginx waits for an answer (proxy_read_timeout, 60 s) before
 * it resends a request to the other instance. Stream routes answer their head before any work, after which
 * nginx never resends.
 */
export const REQUEST_ONCE_TTL_MS = 5 * 60_000;
/** How long a request waits for its id to be remembered before it is served without (KV down or reconnecting). */
export const REQUEST_ONCE_STORE_TIMEOUT_MS = 250;

export const requestOnceKey = (id: string) => `req-once:${id}`;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route's requests may change something: its config's `requestOnce`, else any method but a read's. */
export const isWriteRoute = (methods: string | string[], requestOnce: boolean | undefined) =>
  requestOnce ?? [methods].flat().some((m) => !READ_METHODS.has(m.toUpperCase()));

function bounded<T>(op: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('request-once store timed out')), REQUEST_ONCE_STORE_TIMEOUT_MS);
  });
  return Promise.race([op, timeout]).finally(() => clearTimeout(timer));
}

/**
 * nginx resends a request whose instance failed before answering (deploy/nginx.conf, proxy_next_upstream
 * non_idempotent), with the same X-Request-Id. Mostly the first instance never saw it (a connection it had not
 * accepted when its port closed), but one killed mid-request may have applied it: so every request that may
 * change something (any method but GET/HEAD/OPTIONS, and a GET route whose config says `requestOnce: true`)
 * claims its id before its handler runs, and a second claim is refused with a clear 409 instead of applying it
 * twice. Only ids a
 * proxy sent are claimed; an id this instance made up is new by construction.
 */
export function registerRequestOnce(app: FastifyInstance, kv: Kv) {
  // While the KV is away every write would say so: once per 10 s tells the operator as much.
  let warnedAt = 0;
  const claim = (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (req.headers['x-request-id'] !== req.id) return done();
    bounded(kv.setIfAbsent(requestOnceKey(req.id), '1', REQUEST_ONCE_TTL_MS)).then(
      (first) => done(first ? undefined : AppError.conflict(ErrorText.duplicateRequest)),
      (err: Error) => {
        // A guard against a rare double fault must not take the service down while the KV is unreachable.
        if (Date.now() - warnedAt > 10_000) {
          warnedAt = Date.now();
          req.log.warn({ err }, 'request ids not remembered; serving writes without the duplicate check');
        }
        done();
      },
    );
  };
  // Runs as each route is added, so the decision belongs to the route, never to a request's spelling; the claim is
  // attached to the routes that make it, after their own hooks (a refused request claims nothing), and the others
  // (reads, health probes) pay nothing for it.
  app.addHook('onRoute', (route) => {
    const requestOnce = isWriteRoute(route.method, route.config?.requestOnce);
    route.config = { ...route.config, requestOnce };
    if (requestOnce) route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), claim];
  });
}
