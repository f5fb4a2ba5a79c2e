import { Pages } from '@lucina/contracts';

/** Where the login page goes afterwards: a path of this site only (no open redirect), never back to login. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return Pages.home.path;
  if (raw === Pages.login.path || raw.startsWith(`${Pages.login.path}?`)) return Pages.home.path;
  return raw;
}
