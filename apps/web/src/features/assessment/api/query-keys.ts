import type { OccupationDetailBody, OccupationInfosBody } from '@lucina/contracts';

/** One key factory for the feature, so mutations invalidate exactly what they change. */
export const assessmentKeys = {
  all: ['assessment'] as const,
  surveyList: () => [...assessmentKeys.all, 'surveyList'] as const,
  template: (surveyId: number) => [...assessmentKeys.all, 'template', surveyId] as const,
  session: (surveyId: number) => [...assessmentKeys.all, 'session', surveyId] as const,
  records: (page: number) => [...assessmentKeys.all, 'records', page] as const,
  detail: (recordId: string) => [...assessmentKeys.all, 'detail', recordId] as const,
  typeLabels: (recordId: string) => [...assessmentKeys.all, 'typeLabels', recordId] as const,
  occupationsOf: (recordId: string) => [...assessmentKeys.all, 'occupations', recordId] as const,
  occupations: ({ recordId, jobZone, page, pageSize }: OccupationInfosBody) =>
    [...assessmentKeys.occupationsOf(recordId), jobZone ?? null, page, pageSize] as const,
  occupation: ({ code, recordId }: OccupationDetailBody) =>
    [...assessmentKeys.all, 'occupation', code, recordId ?? null] as const,
};
