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
  }
}

export {};
