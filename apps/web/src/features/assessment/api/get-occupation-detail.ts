import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type OccupationDetailBody } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

/** Any catalogue occupation, with its fit to the caller's result (that record's, else the latest). */
export function getOccupationDetail(body: OccupationDetailBody) {
  // The page shows the error in place (e.g. "没有找到这个职业"), so no toast on top of it.
  return request(apiRoutes.assessment.occupationDetail, { body, noMessage: true });
}

export function useOccupationDetail(code: string | null, recordId: string | null) {
  const body = { code: code ?? '', recordId };
  return useQuery({
    queryKey: assessmentKeys.occupation(body),
    queryFn: () => getOccupationDetail(body),
    enabled: !!code,
  });
}
