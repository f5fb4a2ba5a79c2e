import type { FastifyInstance } from 'fastify';
import { registerAdminGuard } from './admin.guard.js';
import { adminRoutes } from './admin.routes.js';

export { createAccessService, type AccessService } from './access.service.js';

/** The operator console: its guard on every /api/admin route (registered before any route), then its routes. */
export async function adminConsole(app: FastifyInstance) {
  registerAdminGuard(app, app.ctx.services.access);
  await app.register(adminRoutes);
}
