import type { FastifyInstance } from 'fastify';
import { siteRoutes as api } from '@lucina/contracts';
import { registerRoute } from '../../http/route.js';
import { publicSiteConfig } from './site-config.js';

/** Public facts about this deployment and the help content, read by the web app. */
export async function siteRoutes(app: FastifyInstance) {
  const { site } = app.ctx.services.content;
  registerRoute(app, api.config, async () => publicSiteConfig(app.ctx.config, await site.links()));
  registerRoute(app, api.help, () => site.help());
}
