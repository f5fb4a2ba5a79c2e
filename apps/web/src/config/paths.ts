import { occupationPagePath, Pages } from '@lucina/contracts';

/** Service-market detail for one market config id (SPEC §2 breadcrumb labels). */
export function retainCapitalPath(configId: number): string {
  return `${Pages.retainCapital.path}?id=${configId}`;
}

/** Career test URLs: ids and the current question live in the query, so a refresh lands on the same view. */
export const surveyPaths = {
  take: (surveyId: number, question?: number) =>
    `${Pages.surveyTest.path}?surveyId=${surveyId}${question ? `&q=${question}` : ''}`,
  result: (recordId: string) => `${Pages.surveyResult.path}?recordId=${encodeURIComponent(recordId)}`,
  occupation: occupationPagePath,
  course: (recordId: string) => `${Pages.course.path}?recordId=${encodeURIComponent(recordId)}`,
};
