import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export function getMemberCenter() {
  return request(apiRoutes.payments.membershipPlanList);
}

export function memberCenterQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.memberCenter(), queryFn: getMemberCenter });
}

/** Current level, the plans of levels 1–4 and the single-assessment plan. */
export function useMemberCenter(enabled = true) {
  return useQuery({ ...memberCenterQueryOptions(), enabled });
}
