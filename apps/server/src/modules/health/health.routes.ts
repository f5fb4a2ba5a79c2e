import type { FastifyInstance } from 'fastify';
import { createReadiness, modelProbe } from './readiness.service.js';

const OK = { status: 'ok' } as const;

/**
 * Probes for the orchestrator: liveness never touches dependencies and stays quiet (no request log lines, no
 * rate limit, a synchronous handler); readiness checks each dependency and says which one is down.
 */
export async function healthRoutes(app: FastifyInstance) {
  const { database, kv, config } = app.ctx;
  const readiness = createReadiness([
    { name: 'database', required: true, kind: database.kind, check: () => database.ping() },
    {
      name: 'kv',
      required: true,
      kind: config.redisUrl ? 'redis' : 'memory',
      check: () => kv.pttl('readyz').then(() => {}),
    },
    modelProbe(config.llm),
  ]);

  app.get('/healthz', { config: { rateLimit: false, answers: 'probe' }, logLevel: 'silent' }, (_req, reply) => {
    reply.send(OK);
  });
  app.get('/readyz', { config: { rateLimit: false, answers: 'probe' } }, async (req, reply) => {
    if (app.ctx.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    const { ready, checks, failures } = await readiness();
    for (const { name, error } of failures) req.log.error({ err: error, dependency: name }, 'readiness check failed');
    if (!ready) return reply.status(503).send({ status: 'unavailable', checks });
    return { status: 'ready', database: database.kind, checks };
  });
}
