import type { FastifyInstance } from 'fastify';
import { adminRoutes as api } from '@lucina/contracts/admin';
import { registerRoute, userIdOf } from '../../http/route.js';

/** The console's model usage page: tokens and cost per day and model, the heaviest users, the model prices. */
export async function usageRoutes(app: FastifyInstance) {
  const { usage } = app.ctx.services;

  registerRoute(app, api.modelUsage, ({ query }) => usage.report(query));
  registerRoute(app, api.modelPriceSave, ({ identity, body }) => usage.savePrice(userIdOf(identity), body));
  registerRoute(app, api.modelPriceDelete, ({ identity, body }) => usage.removePrice(userIdOf(identity), body.model));
}
