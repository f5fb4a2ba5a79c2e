import type { FastifyInstance } from 'fastify';
import { rightsRoutes as api } from '@lucina/contracts';
import { registerRoute, userIdOf } from '../../http/route.js';

/** The account's rights: cancellation, consent, a copy of its data. */
export async function rightsRoutes(app: FastifyInstance) {
  const { rights } = app.ctx.services;

  registerRoute(app, api.status, ({ identity }) => rights.status(userIdOf(identity)));
  registerRoute(app, api.cancellationPreview, ({ identity }) => rights.cancellation.preview(userIdOf(identity)));
  registerRoute(app, api.cancellationCode, ({ identity, req }) =>
    rights.cancellation.sendCode(userIdOf(identity), req.ip),
  );
  registerRoute(app, api.cancellationRequest, ({ identity, body }) =>
    rights.cancellation.request(userIdOf(identity), body.otpCode),
  );
  registerRoute(app, api.cancellationWithdraw, ({ identity }) => rights.cancellation.withdraw(userIdOf(identity)));
  registerRoute(app, api.consent, ({ identity, body, req }) => rights.consent.accept(userIdOf(identity), body, req.ip));
}
