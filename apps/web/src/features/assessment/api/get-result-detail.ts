import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessmentRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

/** Free part for everyone; `full` only when the caller may read the whole report. */
export function getResultDetail(recordId: string) {
  // The page shows the error in place (e.g. "测评记录不存在"), so no toast on top of it.
  return request(assessmentRoutes.surveyResultDetail, { body: { recordId }, noMessage: true });
}

export function resultDetailQueryOptions(recordId: string) {
  return queryOptions({ queryKey: assessmentKeys.detail(recordId), queryFn: () => getResultDetail(recordId) });
}

export function useResultDetail(recordId: string | null) {
  return useQuery({ ...resultDetailQueryOptions(recordId ?? ''), enabled: !!recordId });
}
