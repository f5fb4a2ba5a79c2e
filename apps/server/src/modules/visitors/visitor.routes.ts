import type { FastifyInstance } from 'fastify';
import { visitorRoutes as api } from '@lucina/contracts';
import { registerRoute } from '../../http/route.js';

/** The visitor identity's one call: signing a new temp token. */
export async function visitorRoutes(app: FastifyInstance) {
  const { visitorIdentity } = app.ctx.services;
  registerRoute(app, api.sign, ({ body, req }) => visitorIdentity.issue(body.tempUserId, req.ip));
}
