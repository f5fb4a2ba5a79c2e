import type { FastifyInstance } from 'fastify';
import { Engagement, marketRoutes as api } from '@lucina/contracts';
import { READ_ONLY_POST, registerRoute } from '../../http/route.js';
import { AppError } from '../../lib/errors.js';

const DRAWN_IMAGE = /^(\d+)\.svg$/;

/** The service square (/market) and its detail page (/retain/capital), open to visitors. */
export async function marketRoutes(app: FastifyInstance) {
  const { market } = app.ctx.services.content;

  registerRoute(app, api.serviceList, () => market.list());
  registerRoute(app, api.retainMain, ({ body }) => market.detail(body.configId), READ_ONLY_POST);

  // A service's hero drawn from its text; its address carries a version, so it may be cached long.
  app.get<{ Params: { name: string } }>(`${Engagement.mediaPrefix}/market/:name`, async (req, reply) => {
    const id = DRAWN_IMAGE.exec(req.params.name)?.[1];
    const svg = id ? await market.drawnImage(Number(id)) : null;
    if (!svg) throw AppError.notFound();
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml')
      .send(svg);
  });
}
