import { Pages, type PageName } from '@lucina/contracts';

/** Every page route carries its contracts page name; title, guard and breadcrumb read it. */
export interface PageHandle {
  page: PageName;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle && (handle as PageHandle).page in Pages;
}

/** The deepest matched page, e.g. `surveyResult` for /surveyTest/surveyResult. */
export function currentPageOf(matches: ReadonlyArray<{ handle?: unknown }>): PageName | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.page;
  }
  return undefined;
}
