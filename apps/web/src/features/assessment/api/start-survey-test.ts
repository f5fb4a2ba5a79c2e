import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

/** Opens the caller's record of this test, or resumes the open one with its saved answers. */
export function startSurveyTest(surveyId: number) {
  return request(apiRoutes.assessment.getSurveyTest, { body: { surveyId } });
}

export function surveySessionQueryOptions(surveyId: number) {
  // Read once per visit: the flow owns the answers after that, and a background refetch must not reset them.
  return queryOptions({
    queryKey: assessmentKeys.session(surveyId),
    queryFn: () => startSurveyTest(surveyId),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useSurveySession(surveyId: number) {
  return useQuery(surveySessionQueryOptions(surveyId));
}
