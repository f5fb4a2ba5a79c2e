import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, type ApiRoute, type ConsoleRole } from '@lucina/contracts';
import { adminRoutes } from '@lucina/contracts/admin';
import type { AccessService } from './access.service.js';

export const ADMIN_PREFIX = `${API_PREFIX}/admin`;

/** The role each console route declares in the contract table, keyed `METHOD url`. */
function declaredRoles(): Map<string, ConsoleRole> {
  const roles = new Map<string, ConsoleRole>();
  for (const route of Object.values(adminRoutes) as ApiRoute[]) {
    if (route.role) roles.set(`${route.method} ${API_PREFIX}${route.path}`, route.role);
  }
  return roles;
}

/**
 * Every request to a route under /api/admin must come from a logged-in account holding the route's role,
 * checked before the body is read. A route missing from the contract table needs `admin`: forgetting fails closed.
 */
export function registerAdminGuard(app: FastifyInstance, access: AccessService) {
  const roles = declaredRoles();
  const guard = async (req: FastifyRequest) => {
    const url = req.routeOptions.url!;
    const identity = await app.resolveIdentity(req, 'user');
    if (identity.kind !== 'user') return;
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    await access.require(identity.userId, roles.get(`${method} ${url}`) ?? 'admin');
  };
  // Attached to each console route as it is declared, so the other routes pay nothing. It goes after the hooks
  // already there (the rate limit's, whose onRoute hook is added before this one): a stranger hammering the
  // console is refused by the limit like on any other route, not answered 401 for free.
  app.addHook('onRoute', (route) => {
    if (!(route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`))) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, guard];
  });
}
