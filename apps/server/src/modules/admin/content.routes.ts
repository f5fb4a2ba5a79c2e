import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { Content, ContentText } from '@lucina/contracts';
import { adminRoutes as api } from '@lucina/contracts/admin';
import { registerRoute, userIdOf } from '../../http/route.js';
import { uploadedBytes } from '../../http/upload.js';

/** The console's content pages: banners, the service square, consultants, the site's texts, and image uploads. */
export async function contentRoutes(app: FastifyInstance) {
  const { banners, market, consultants, site, images } = app.ctx.services.content;
  await app.register(multipart, { limits: { fileSize: Content.image.maxBytes, files: 1, fields: 2 } });

  registerRoute(app, api.contentImage, async ({ query, req }) =>
    images.upload(
      query.kind,
      await uploadedBytes(req, { missing: ContentText.imageMissing, tooLarge: ContentText.imageTooLarge }),
    ),
  );

  registerRoute(app, api.bannerList, () => banners.list());
  registerRoute(app, api.bannerSave, ({ identity, body }) => banners.save(userIdOf(identity), body));
  registerRoute(app, api.bannerDelete, ({ identity, body }) => banners.remove(userIdOf(identity), body.id));

  registerRoute(app, api.marketList, () => market.adminList());
  registerRoute(app, api.marketSave, ({ identity, body }) => market.save(userIdOf(identity), body));

  registerRoute(app, api.consultantList, () => consultants.list());
  registerRoute(app, api.consultantSave, ({ identity, body }) => consultants.save(userIdOf(identity), body));
  registerRoute(app, api.consultantDelete, ({ identity, body }) => consultants.remove(userIdOf(identity), body.id));

  registerRoute(app, api.siteContent, () => site.adminView());
  registerRoute(app, api.siteSave, ({ identity, body }) => site.save(userIdOf(identity), body));
  registerRoute(app, api.siteReset, ({ identity, body }) => site.reset(userIdOf(identity), body.section));
}
