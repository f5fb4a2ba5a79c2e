import { useCallback } from 'react';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Keeps the personal-navigation badge in step with the server: patches the stored user's
 * systemMessageUnread instead of refetching the whole user info.
 */
export function useSetUnread() {
  return useCallback((unread: number) => {
    const { user, setUser } = useAuthStore.getState();
    if (user && user.systemMessageUnread !== unread) setUser({ ...user, systemMessageUnread: Math.max(0, unread) });
  }, []);
}
