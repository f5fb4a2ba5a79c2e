import type { FastifyInstance } from 'fastify';
import { registerAdminGuard } from './admin.guard.js';
import { adminRoutes } from './admin.routes.js';

export { createAccessService, type AccessService } from './access.service.js';

/**
 * The console's guard on every /api/admin route, registered before any route is declared. app.ts places it after
 * the rate limit, so a refused console request is counted like any other, and before request-once, so a refused
 * write claims nothing.
 */
export function adminGuard(app: FastifyInstance) {
  registerAdminGuard(app, app.ctx.services.access);
}

/** The operator console's routes; the guard (adminGuard) must already be in place. */
export async function adminConsole(app: FastifyInstance) {
  await app.register(adminRoutes);
}
