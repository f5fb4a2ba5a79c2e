import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

export function getSurveyList() {
  return request(apiRoutes.assessment.getSurveyList);
}

/** Tests on offer, each with the caller's latest record (start, continue or view report). */
export function surveyListQueryOptions() {
  return queryOptions({ queryKey: assessmentKeys.surveyList(), queryFn: getSurveyList, staleTime: 0 });
}

export function useSurveyList() {
  return useQuery(surveyListQueryOptions());
}
