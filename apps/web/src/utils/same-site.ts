/**
 * The in-app path a redirect target names, when it stays on this site: a path or a URL of this origin.
 * Anything a browser would take elsewhere (another origin, `//host`, `/\host`, `javascript:`) is null.
 */
export function sameSitePath(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    // Resolved as the browser would, so tabs, backslashes and the like cannot smuggle another host in.
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
