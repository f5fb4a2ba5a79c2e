import { useMatches } from 'react-router';
import type { PageName } from '@lucina/contracts';
import { currentPageOf } from '@/utils/route-handle';

/** The contracts page name of the route being shown. */
export function useCurrentPage(): PageName | undefined {
  return currentPageOf(useMatches());
}
