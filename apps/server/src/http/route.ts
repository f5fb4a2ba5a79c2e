import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PREFIX, envelopeOf, errorEnvelope, type ApiRoute } from '@lucina/contracts';
import type { Identity } from './identity.js';
import { isWriteRoute } from '../plugins/request-once.js';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
export type BodyOf<R> = R extends ApiRoute<infer B, any, any> ? Out<B> : never;
export type QueryOf<R> = R extends ApiRoute<any, infer Q, any> ? Out<Q> : never;

export interface RouteContext<R extends ApiRoute> {
  body: BodyOf<R>;
  query: QueryOf<R>;
  identity: Identity;
  req: FastifyRequest;
  reply: FastifyReply;
}

export const SUCCESS_MSG = '操作成功';

/**
 * Options of a POST that only reads (or whose repeat finds its own work done): a copy nginx resends after an
 * instance failed is as safe as the first, so it is served, not refused as a duplicate, and skips the claim's
 * KV round trip (plugins/request-once.ts).
 */
export const READ_ONLY_POST = { requestOnce: false } as const;

/**
 * Registers a contract route: validation from its zod schemas, the auth rule from `route.auth`,
 * and the success envelope around whatever the handler returns. Handlers stay one service call.
 */
export function registerRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (ctx: RouteContext<R>) => Promise<z.input<R['response']>>,
  options: {
    rateLimit?: false;
    requestOnce?: boolean;
    /**
     * Whose cached views a write here may change (user-views.cache.ts): by default its caller's on a logged-in
     * route, and anyone's on a public one (a login signs someone in) or a console one. `anyone` for a user route
     * whose write reaches another account (a settled payment or invitation rewards the inviter).
     */
    writesFor?: 'anyone';
    /** Bytes of body this route accepts, when not the app's 1 MiB (a console import of a large file). */
    bodyLimit?: number;
  } = {},
) {
  const { writesFor, bodyLimit, ...config } = options;
  const writes = isWriteRoute(route.method, options.requestOnce);
  const onlyCaller = writesFor !== 'anyone' && route.auth !== 'public' && !route.role;
  const { users } = app.ctx.services;
  // The write's own change notification may still be on its way: its author's next request here must see the
  // change. Other instances, and other users here, hear of it through the database (a few milliseconds).
  const forgetViews = (identity: Identity) => {
    if (onlyCaller && identity.kind === 'user') users.forgetCachedViewsOf(identity.userId);
    else users.forgetCachedViews();
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: `${API_PREFIX}${route.path}`,
    ...(bodyLimit ? { bodyLimit } : {}),
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      response: { 200: envelopeOf(route.response), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    config: { auth: route.auth, answers: 'data', viewsForgotten: true, ...config },
    handler: async (req, reply) => {
      const identity = await app.resolveIdentity(req, route.auth);
      try {
        const data = await handler({
          body: req.body as BodyOf<R>,
          query: req.query as QueryOf<R>,
          identity,
          req,
          reply,
        });
        return { code: 200, msg: SUCCESS_MSG, data: data ?? null };
      } finally {
        if (writes) forgetViews(identity);
      }
    },
  });
}

/** Narrows an identity to a logged-in user; routes with auth 'user' always have one. */
export function userIdOf(identity: Identity): string {
  if (identity.kind !== 'user') throw new Error('route declared auth "user" but identity is ' + identity.kind);
  return identity.userId;
}
