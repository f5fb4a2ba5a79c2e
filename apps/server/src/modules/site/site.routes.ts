import type { FastifyInstance } from 'fastify';
import { siteRoutes as api } from '@lucina/contracts';
import { registerRoute } from '../../http/route.js';
import { publicSiteConfig } from './site-config.js';

/** Public facts about this deployment, read once by the web app. */
export async function siteRoutes(app: FastifyInstance) {
  const config = publicSiteConfig(app.ctx.config);
  registerRoute(app, api.config, async () => config);
}
