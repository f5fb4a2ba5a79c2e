import type { FastifyRequest } from 'fastify';
import type { RouteAuth } from '@lucina/contracts';
import type { AppContext } from '../context.js';
import type { Identity } from '../http/identity.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    resolveIdentity(req: FastifyRequest, auth: RouteAuth): Promise<Identity>;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** The request's id is claimed before it runs, so a resent copy is refused (plugins/request-once.ts). */
    requestOnce?: boolean;
    /** A write route that drops the cached views it may change itself (http/route.ts); others drop everyone's. */
    viewsForgotten?: boolean;
    /**
     * What the route answers, for its security headers (plugins/security.ts): `data` (JSON or an event stream,
     * never rendered as a page) gets the set that applies to it; `probe` (health checks) gets none; anything
     * else (pages, files, unknown routes) the full set.
     */
    answers?: 'data' | 'probe';
  }
}

export {};
