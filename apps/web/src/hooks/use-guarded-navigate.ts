import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Pages, type PageName } from '@lucina/contracts';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';

/**
 * Navigation for links a visitor may see but not open: the visitor gets the login dialog
 * (without the survey requirement, SPEC §6) instead of a silent redirect home.
 */
export function useGuardedNavigate(): (page: PageName, search?: string) => void {
  const navigate = useNavigate();
  const isLoggedIn = useAuthStore(authSelectors.isLoggedIn);
  const openLoginModal = useModalStore(modalSelectors.openLoginModal);
  return useCallback(
    (page, search = '') => {
      if (!Pages[page].visitor && !isLoggedIn) {
        openLoginModal({ surveyRequired: false });
        return;
      }
      void navigate(`${Pages[page].path}${search}`);
    },
    [isLoggedIn, navigate, openLoginModal],
  );
}
