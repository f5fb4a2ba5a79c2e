import { redirect, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Pages, type PageName } from '@lucina/contracts';
import { resultDetailQueryOptions, typeLabelsQueryOptions } from '@/features/assessment';
import { syncUserInfo } from '@/features/auth';
import { induceMessageOptions } from '@/features/home';
import { hasBootRequests } from '@/lib/boot-requests';
import { nextTask } from '@/lib/next-task';
import { authActions } from '@/stores/auth-store';

/**
 * Loader of every page route. SPEC §6: visitors may open only pages marked `visitor` in the
 * contracts' page table; anything else sends them home. SPEC §4: a navigation with a token but
 * no user info loads it (in the background, so navigation never waits on the network).
 * A logged-in user's /home asks for the planner's opening words at once, beside the page's code: the
 * greeting (the first screen's largest text) waits for them.
 */
export function pageLoader(page: PageName, queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    // In a task of its own: on the first load the router runs this in its start, and the requests begun here (each
    // a millisecond or more of a phone's main thread) made that one long task longer.
    await nextTask();
    void syncUserInfo(queryClient);
    const token = authActions.getToken();
    if (page === 'home' && token) void queryClient.prefetchQuery(induceMessageOptions(token));
    if (!Pages[page].visitor && !authActions.isLoggedIn()) return redirect(Pages.home.path);
    // A report opened by its address: index.html asked for the record already and painted its summary, which
    // the page replaces with the same at once instead of with a spinner until the answers come.
    const recordId = new URL(request.url).searchParams.get('recordId');
    if (page === 'surveyResult' && recordId && hasBootRequests()) {
      await Promise.all([
        queryClient.prefetchQuery(resultDetailQueryOptions(recordId)),
        queryClient.prefetchQuery(typeLabelsQueryOptions(recordId)),
      ]);
    }
    return null;
  };
}

/**
 * A change of the query string alone (a conversation opened or created on /home, another report) stays on the
 * page: its guard and requests already ran, so the loader is not run again. Run again, it put the router through a
 * loading state, with the top progress bar, in the middle of the first answer's stream, when the answer gives the
 * new conversation's id to the address.
 */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
