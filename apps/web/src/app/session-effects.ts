import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { Pages } from '@lucina/contracts';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { currentPageOf } from '@/utils/route-handle';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * When the session ends (logout, a 401, code 10021, another tab), drop the user's cached data
 * and dialogs, and leave a page visitors may not see — the guard only runs on navigation.
 */
export function installSessionEffects(router: AppRouter, queryClient: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (!previous.token || state.token) return;
    queryClient.clear();
    useModalStore.getState().closeAll();
    const page = currentPageOf(router.state.matches.map((match) => match.route));
    if (page && !Pages[page].visitor) void router.navigate(Pages.home.path, { replace: true });
  });
}
