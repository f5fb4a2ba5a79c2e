import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { registerAdminGuard } from './admin.guard.js';
import { adminRoutes } from './admin.routes.js';
import { createAccessService } from './access.service.js';
import { createCampaignService } from './campaign.service.js';

export { createAccessService, type AccessService } from './access.service.js';

/** The operator console: its guard on every /api/admin route (registered before any route), then its routes. */
export async function adminConsole(app: FastifyInstance) {
  const access = createAccessService({ db: app.ctx.database.db });
  registerAdminGuard(app, access);
  await app.register(adminRoutes(access));
}

/** How often each instance looks for scheduled messages that are due. */
export const DUE_MESSAGES_EVERY_MS = 10_000;

/**
 * Boot: every instance runs the due job; the claim in the database makes each scheduled message go out once,
 * from whichever instance takes it first. Returns the stop function.
 */
export function startScheduledMessages(db: Database, log: Logger, everyMs = DUE_MESSAGES_EVERY_MS) {
  const campaigns = createCampaignService({ db });
  let running = false;
  const timer = setInterval(() => {
    // One run at a time: a slow database must not pile them up.
    if (running) return;
    running = true;
    campaigns
      .sendDue()
      .then((sent) => sent > 0 && log.info({ sent }, 'scheduled system messages sent'))
      .catch((err: unknown) => log.error({ err }, 'sending scheduled system messages failed'))
      .finally(() => (running = false));
  }, everyMs).unref();
  return () => clearInterval(timer);
}
