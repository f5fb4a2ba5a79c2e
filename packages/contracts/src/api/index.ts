import type { ApiRoute } from './define.js';
import { userRoutes } from './user.js';

export * from './define.js';
export { userRoutes };

/** Every API route, grouped by feature. The server registers exactly these; OpenAPI comes from them. */
export const apiRoutes = {
  user: userRoutes,
} as const;

export function allRoutes(): ApiRoute[] {
  return Object.values(apiRoutes).flatMap((group) => Object.values(group) as ApiRoute[]);
}
