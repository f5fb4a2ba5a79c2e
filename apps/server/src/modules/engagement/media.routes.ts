import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Content, Engagement } from '@lucina/contracts';
import { AppError } from '../../lib/errors.js';
import { BANNER_FOLDER } from './engagement.seeder.js';
import { STORED_NAME, uploadPath } from './images.js';
import { AVATAR_FOLDER } from './profile.service.js';

/** The shipped banner images (made for the product, committed with the seed). */
export const BANNER_DIR = path.resolve(import.meta.dirname, '../../seed/banners');
const BANNER_NAME = /^[a-z0-9-]+\.svg$/;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/**
 * Images this server owns, outside /api (so the API rate limit does not meter them): shipped banners, and
 * avatars and console uploads written under DATA_DIR/uploads. Names are checked against what we write, so
 * no path can escape the folder. Feedback screenshots are private and never served.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { dataDir } = app.ctx.config;

  function send(file: string, cacheControl: string, reply: FastifyReply) {
    if (!fs.existsSync(file)) throw AppError.notFound();
    reply
      .header('cache-control', cacheControl)
      // An SVG opened directly must not run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type(TYPES[path.extname(file)] ?? 'application/octet-stream');
    return reply.send(fs.createReadStream(file));
  }

  app.get<{ Params: { name: string } }>(`${Engagement.mediaPrefix}/${BANNER_FOLDER}/:name`, (req, reply) => {
    if (!BANNER_NAME.test(req.params.name)) throw AppError.notFound();
    return send(path.join(BANNER_DIR, req.params.name), 'public, max-age=86400', reply);
  });
  app.get<{ Params: { name: string } }>(`${Engagement.mediaPrefix}/${AVATAR_FOLDER}/:name`, (req, reply) => {
    if (!STORED_NAME.test(req.params.name)) throw AppError.notFound();
    // Each upload gets a new name, so a served avatar never changes.
    return send(uploadPath(dataDir, AVATAR_FOLDER, req.params.name), 'public, max-age=31536000, immutable', reply);
  });
  // Console uploads (banners, service and consultant images): also a new name per upload.
  app.get<{ Params: { name: string } }>(`${Engagement.mediaPrefix}/${Content.mediaFolder}/:name`, (req, reply) => {
    if (!STORED_NAME.test(req.params.name)) throw AppError.notFound();
    return send(
      uploadPath(dataDir, Content.mediaFolder, req.params.name),
      'public, max-age=31536000, immutable',
      reply,
    );
  });
}
