import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessmentRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

export function typeLabelsQueryOptions(recordId: string) {
  return queryOptions({
    queryKey: assessmentKeys.typeLabels(recordId),
    // The legend is an extra: without it the chart and the table still tell the scores.
    queryFn: () => request(assessmentRoutes.surveyResultDetailSeparateLabel, { body: { recordId }, noMessage: true }),
    staleTime: Infinity,
  });
}

/** The six types of a record with names, keywords and scores, for the chart legend. */
export function useTypeLabels(recordId: string, enabled = true) {
  return useQuery({ ...typeLabelsQueryOptions(recordId), enabled });
}
