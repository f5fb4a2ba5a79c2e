import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { assessmentKeys } from './query-keys';

export const RECORDS_PAGE_SIZE = 20;

export function getTestRecords(page: number) {
  return request(apiRoutes.assessment.getAiTestRecord, { body: { page, pageSize: RECORDS_PAGE_SIZE } });
}

/** The caller's records, newest first. */
export function testRecordsQueryOptions(page = 1) {
  return queryOptions({ queryKey: assessmentKeys.records(page), queryFn: () => getTestRecords(page), staleTime: 0 });
}

export function useTestRecords(page = 1) {
  return useQuery(testRecordsQueryOptions(page));
}
