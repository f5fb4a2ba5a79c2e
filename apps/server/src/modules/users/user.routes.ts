import type { FastifyInstance } from 'fastify';
import { userRoutes as api } from '@lucina/contracts';
import { registerRoute, userIdOf } from '../../http/route.js';

export async function userRoutes(app: FastifyInstance) {
  const { users, sessions } = app.ctx.services;

  registerRoute(app, api.getLucinaInfo, ({ identity }) => users.info(userIdOf(identity)));
  registerRoute(app, api.updateInfo, ({ identity, body }) => users.updateInfo(userIdOf(identity), body));
  registerRoute(app, api.logout, async ({ identity }) => {
    if (identity.kind === 'user') await sessions.revoke(identity.sessionId);
    return null;
  });
}
