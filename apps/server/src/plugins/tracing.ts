import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Tracing } from '../lib/tracing.js';

/**
 * Every log line written inside a traced request carries its trace and span ids, so a request id found in the logs
 * (a user's complaint, an error envelope's line) leads to its trace. Without tracing the options are left as given.
 */
export function withTraceIds(
  logger: FastifyServerOptions['logger'],
  tracing: Tracing | null | undefined,
): FastifyServerOptions['logger'] {
  if (!tracing || typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, mixin: () => tracing.logFields() };
}

/** The HTTP server span is named after the route's template, as the metrics label it, never the raw path. */
export function registerTracing(app: FastifyInstance, tracing: Tracing | null | undefined) {
  if (!tracing) return;
  // A callback hook: an async one costs a promise on every request.
  app.addHook('onRequest', (req, _reply, done) => {
    const route = req.routeOptions.url;
    if (route) tracing.nameRequest(req.method, route);
    done();
  });
}
