import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export function getInviteInfo() {
  return request(paymentRoutes.inviteInfo);
}

export function inviteInfoQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.inviteInfo(), queryFn: getInviteInfo });
}

export function useInviteInfo() {
  return useQuery(inviteInfoQueryOptions());
}

/** Settles pending invite rewards; no message on error (SPEC §7). */
export function getInviteReward() {
  return request(paymentRoutes.getInviteReward, { noMessage: true });
}

/** Days left when the membership is close to expiry, else 0. Failures are only logged by the caller. */
export function getExpiryDays() {
  return request(paymentRoutes.membershipWillExpireInDays, { noMessage: true });
}
