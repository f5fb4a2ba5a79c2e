import type { FastifyInstance } from 'fastify';
import { SafetyConsole, adminRoutes as api } from '@lucina/contracts/admin';
import { registerRoute, userIdOf } from '../../http/route.js';

/** The console's content-safety pages: the keyword library and the review queue. */
export async function safetyRoutes(app: FastifyInstance) {
  const { keywordAdmin: keywords, review } = app.ctx.services.safety;

  registerRoute(app, api.keywordList, ({ query }) => keywords.list(query));
  registerRoute(app, api.keywordAdd, ({ identity, body }) => keywords.add(userIdOf(identity), body));
  registerRoute(app, api.keywordRemove, ({ identity, body }) => keywords.remove(userIdOf(identity), body.id));
  registerRoute(app, api.keywordEnable, ({ identity, body }) => keywords.enable(userIdOf(identity), body.id));
  registerRoute(app, api.keywordImport, ({ identity, body }) => keywords.import(userIdOf(identity), body), {
    bodyLimit: SafetyConsole.importMaxBytes,
  });
  registerRoute(app, api.keywordExport, ({ query }) => keywords.export(query.category));

  registerRoute(app, api.queueList, ({ query }) => review.list(query));
  registerRoute(app, api.queueAction, ({ identity, body }) => review.act(userIdOf(identity), body));
  registerRoute(app, api.queueDisable, ({ identity, body }) => review.disableAccount(userIdOf(identity), body));
}
