import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type OccupationInfosBody } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

/** Ranked matches, one page, optionally of one Job Zone; free callers get only the top 3. */
export function getOccupationInfos(body: OccupationInfosBody) {
  return request(apiRoutes.assessment.surveyResultOccupationInfos, { body });
}

export function occupationInfosQueryOptions(body: OccupationInfosBody) {
  return queryOptions({ queryKey: assessmentKeys.occupations(body), queryFn: () => getOccupationInfos(body) });
}

/** Keeps the previous page on screen while the next page or filter loads. */
export function useOccupationInfos(body: OccupationInfosBody, enabled = true) {
  return useQuery({ ...occupationInfosQueryOptions(body), enabled, placeholderData: keepPreviousData });
}
