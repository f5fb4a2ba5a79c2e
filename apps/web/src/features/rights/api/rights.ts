import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';

const api = apiRoutes.rights;

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
    queryFn: () => request(api.status),
    enabled: token !== null,
  });
}

export const useRightsStatus = (token: string | null) => useQuery(rightsStatusQuery(token));

export function useCancellationPreview(enabled: boolean) {
  return useQuery({
    queryKey: rightsKeys.preview,
    queryFn: () => request(api.cancellationPreview),
    enabled,
    staleTime: 0,
  });
}

export const sendCancellationCode = () => request(api.cancellationCode);
export const requestCancellation = (otpCode: string) => request(api.cancellationRequest, { body: { otpCode } });
export const withdrawCancellation = () => request(api.cancellationWithdraw);
export const acceptConsent = (agreementVersion: string, privacyVersion: string) =>
  request(api.consent, { body: { agreementVersion, privacyVersion } });
