import type { FastifyInstance } from 'fastify';

const OK = { status: 'ok' } as const;

/**
 * Probes for the orchestrator: liveness never touches dependencies and stays quiet (no request log lines, no
 * rate limit, a synchronous handler); readiness checks the database.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { rateLimit: false, answers: 'probe' }, logLevel: 'silent' }, (_req, reply) => {
    reply.send(OK);
  });
  app.get('/readyz', { config: { rateLimit: false, answers: 'probe' } }, async (req, reply) => {
    if (app.ctx.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await app.ctx.database.ping();
      return { status: 'ready', database: app.ctx.database.kind };
    } catch (err) {
      req.log.error({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
