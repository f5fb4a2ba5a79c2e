import { redirect, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Pages, type PageName } from '@lucina/contracts';
import { syncUserInfo } from '@/features/auth/api/get-user-info';
import { induceMessageOptions } from '@/features/home/api/home-data';
import { authActions } from '@/stores/auth-store';

/**
 * Loader of every page route. SPEC §6: visitors may open only pages marked `visitor` in the
 * contracts' page table; anything else sends them home. SPEC §4: a navigation with a token but
 * no user info loads it (in the background, so navigation never waits on the network).
 * A logged-in user's /home asks for the planner's opening words at once, beside the page's code: the
 * greeting (the first screen's largest text) waits for them.
 */
export function pageLoader(page: PageName, queryClient: QueryClient): LoaderFunction {
  return () => {
    void syncUserInfo(queryClient);
    const token = authActions.getToken();
    if (page === 'home' && token) void queryClient.prefetchQuery(induceMessageOptions(token));
    if (!Pages[page].visitor && !authActions.isLoggedIn()) return redirect(Pages.home.path);
    return null;
  };
}
