import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

/** Revokes the session server-side; the route itself is silent on errors. */
export function logout() {
  return request(apiRoutes.user.logout);
}
