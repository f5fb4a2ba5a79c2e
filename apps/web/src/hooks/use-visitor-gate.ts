import { useCallback, type MouseEvent } from 'react';
import { Pages, type PageName } from '@lucina/contracts';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';

export interface GateTarget {
  page: PageName;
  to: string;
  /**
   * After the login, go to `to` instead of reloading this page (SPEC §4: entering an AI report).
   * Otherwise the visitor stays where they were, now logged in.
   */
  enterAfterLogin?: boolean;
}

/**
 * Click handler for links a visitor may see but not open (SPEC §6): instead of following the link,
 * the visitor gets the login dialog without the survey requirement.
 */
export function useVisitorGate(): (event: MouseEvent<HTMLElement>, target: GateTarget) => void {
  const isLoggedIn = useAuthStore(authSelectors.isLoggedIn);
  const openLoginModal = useModalStore(modalSelectors.openLoginModal);
  return useCallback(
    (event, { page, to, enterAfterLogin = false }) => {
      if (Pages[page].visitor || isLoggedIn) return;
      event.preventDefault();
      openLoginModal({ surveyRequired: false, ...(enterAfterLogin ? { redirect: to } : {}) });
    },
    [isLoggedIn, openLoginModal],
  );
}
