import { Pages } from '@lucina/contracts';
import { sameSitePath } from '@/utils/same-site';

/** Where the login page goes afterwards: a path of this site only (no open redirect), never back to login. */
export function safeRedirect(raw: string | null | undefined): string {
  const path = raw?.startsWith('/') ? sameSitePath(raw) : null;
  if (!path || path === Pages.login.path || path.startsWith(`${Pages.login.path}?`)) return Pages.home.path;
  return path;
}
