import { sameSitePath } from '@/utils/same-site';

export type AfterPayTarget = { kind: 'route'; to: string } | { kind: 'reload' };

/**
 * Where the success dialog goes (SPEC §2 dialog 7): the decoded `from` query when it is a path or URL of
 * this site, else a reload. Another origin is never followed, so a crafted link cannot send a buyer away.
 */
export function afterPayTarget(from: string | null, origin: string): AfterPayTarget {
  if (!from) return { kind: 'reload' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(from);
  } catch {
    return { kind: 'reload' };
  }
  const path = sameSitePath(decoded, origin);
  return path ? { kind: 'route', to: path } : { kind: 'reload' };
}
