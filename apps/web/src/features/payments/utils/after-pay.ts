export type AfterPayTarget = { kind: 'route'; to: string } | { kind: 'external'; to: string } | { kind: 'reload' };

/**
 * Where the success dialog goes (SPEC §2 dialog 7): the decoded `from` query when present, else a
 * reload. An in-app path or same-origin URL navigates inside the app; another http(s) origin
 * is left by a full navigation; anything else (javascript:, garbage) reloads instead.
 */
export function afterPayTarget(from: string | null, origin: string): AfterPayTarget {
  if (!from) return { kind: 'reload' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(from);
  } catch {
    return { kind: 'reload' };
  }
  if (decoded.startsWith('/') && !decoded.startsWith('//')) return { kind: 'route', to: decoded };
  try {
    const url = new URL(decoded);
    if (url.origin === origin) return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
    if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'external', to: url.href };
  } catch {
    // Not a URL.
  }
  return { kind: 'reload' };
}
