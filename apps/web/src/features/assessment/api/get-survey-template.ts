import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

export function getSurveyTemplate(surveyId: number) {
  return request(apiRoutes.assessment.surveyTemplate, { body: { surveyId } });
}

/** Questions and the five-point scale; they change only with a new template version. */
export function surveyTemplateQueryOptions(surveyId: number) {
  return queryOptions({
    queryKey: assessmentKeys.template(surveyId),
    queryFn: () => getSurveyTemplate(surveyId),
    staleTime: Infinity,
  });
}

export function useSurveyTemplate(surveyId: number) {
  return useQuery(surveyTemplateQueryOptions(surveyId));
}
