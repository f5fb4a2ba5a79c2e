import { MarketConfigLabels, Pages, type PageName } from '@lucina/contracts';

export interface Crumb {
  title: string;
  /** Page the crumb links to; absent on the last crumb, which is the current page. */
  page?: PageName;
}

// Pages reached from another page show that page as a middle crumb.
const PARENT: Partial<Record<PageName, PageName>> = {
  systemMessageDetail: 'systemMessage',
  surveyResult: 'surveyTest',
  occupation: 'surveyTest',
  course: 'surveyTest',
};

// Error and login pages stand alone: a trail there only adds noise.
const WITHOUT_TRAIL: ReadonlySet<PageName> = new Set<PageName>(['login', 'error403', 'error404']);

/** Breadcrumb label of a market config id, from the `id` query parameter. */
export function marketLabelFor(search: string): string {
  const raw = new URLSearchParams(search).get('id');
  const id = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return MarketConfigLabels[id] ?? Pages.retainCapital.title;
}

/** SPEC §2: the first crumb is home for personal and single pages, otherwise (home included) service square. */
export function firstCrumbFor(pathname: string): Crumb {
  const underHome = /^\/(personal|single)(\/|$)/.test(pathname);
  return underHome ? { title: Pages.home.title, page: 'home' } : { title: Pages.market.title, page: 'market' };
}

export function breadcrumbFor(page: PageName | undefined, pathname: string, search: string): Crumb[] {
  if (!page || WITHOUT_TRAIL.has(page)) return [];
  const first = firstCrumbFor(pathname);
  if (first.page === page) return [{ title: first.title }];
  const trail: Crumb[] = [first];
  const parent = PARENT[page];
  if (parent) trail.push({ title: Pages[parent].title, page: parent });
  trail.push({ title: page === 'retainCapital' ? marketLabelFor(search) : Pages[page].title });
  return trail;
}
