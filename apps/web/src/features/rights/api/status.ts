import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

/**
 * The account's rights status alone: read on every logged-in page load (is there something to settle first?) by the
 * rights check, whose chunk then needs none of the other rights calls.
 */
export const rightsKeys = {
  /** Prefix of every session's status. */
  status: ['rights', 'status'] as const,
  /** Per session: another login (say, after a cancellation logged this one out) never sees this one's answer. */
  statusOf: (token: string | null) => ['rights', 'status', token] as const,
  preview: ['rights', 'cancellation-preview'] as const,
};

export function rightsStatusQuery(token: string | null) {
  return queryOptions({
    queryKey: rightsKeys.statusOf(token),
    queryFn: () => request(apiRoutes.rights.status),
    enabled: token !== null,
  });
}

export const useRightsStatus = (token: string | null) => useQuery(rightsStatusQuery(token));

/**
 * Whether the account has something to settle first (a cancellation cooling off, a changed agreement). Asked with
 * the status alone, before the gate's dialog: the dialog's code and antd load only for the few accounts it applies
 * to, not on every logged-in page load (/home's scripts went from 69 to 40).
 */
export function useRightsDue(token: string | null): boolean {
  const { data } = useRightsStatus(token);
  return token !== null && (!!data?.cancellation || !!data?.consent.required);
}
