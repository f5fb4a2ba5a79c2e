import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { userRoutes } from '@lucina/contracts';
import { request } from '@/lib/api-client';
import { authActions, useAuthStore } from '@/stores/auth-store';

export const userInfoQueryKey = ['auth', 'userInfo'] as const;

export function getUserInfo() {
  return request(userRoutes.getLucinaInfo);
}

export function userInfoQueryOptions() {
  // Always fresh: grade, counts and unread messages change server-side (payments, chats).
  return queryOptions({ queryKey: userInfoQueryKey, queryFn: getUserInfo, staleTime: 0 });
}

/**
 * SPEC §4: on navigation, fetch user info when a token exists but none is loaded.
 * Not awaited by loaders, so a slow server never blocks navigation (requests have no timeout).
 */
export async function syncUserInfo(queryClient: QueryClient): Promise<void> {
  const { token, user } = useAuthStore.getState();
  if (!token || user) return;
  try {
    const info = await queryClient.fetchQuery(userInfoQueryOptions());
    // The session may have changed while the call was in flight.
    if (authActions.getToken() !== token) return;
    authActions.setUser(info ?? null);
  } catch (error) {
    // The request layer already toasted and, on 401/10021, logged out.
    console.warn('[auth] 获取用户信息失败', error);
  }
}

/** Re-reads user info after something changed it server-side (payment, profile update). */
export async function refreshUserInfo(queryClient: QueryClient): Promise<void> {
  const token = authActions.getToken();
  if (!token) return;
  const info = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
  if (authActions.getToken() === token) authActions.setUser(info ?? null);
}
