import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, exportIdQuerySchema, rightsExportRoutes, rightsRoutes as api } from '@lucina/contracts';
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
  registerRoute(app, rightsExportRoutes.exportCreate, ({ identity }) => rights.exports.request(userIdOf(identity)));

  // The file itself, not an envelope: so not through registerRoute, but with its contract's query and auth.
  const download = rightsExportRoutes.exportDownload;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: download.method,
    url: `${API_PREFIX}${download.path}`,
    schema: {
      summary: download.summary,
      tags: [download.tag],
      querystring: exportIdQuerySchema,
    },
    config: { auth: download.auth },
    handler: async (req, reply) => {
      const identity = await app.resolveIdentity(req, download.auth);
      const copy = await rights.exports.download(userIdOf(identity), req.query.id);
      return reply
        .type('application/zip')
        .header('content-length', copy.size)
        .header('content-disposition', `attachment; filename="${copy.downloadName}"`)
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(copy.file));
    },
  });
}
