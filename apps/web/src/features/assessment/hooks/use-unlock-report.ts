import { useCallback } from 'react';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';

/**
 * The unlock CTA: a visitor logs in first (login dialog without the survey requirement, SPEC §6);
 * a user gets the single-assessment payment dialog (SPEC §2 dialog 1), which reads the record id
 * from the page URL — the modal store has no payload for this flag yet.
 */
export function useUnlockReport(): () => void {
  const isLoggedIn = useAuthStore(authSelectors.isLoggedIn);
  const openModal = useModalStore(modalSelectors.openModal);
  const openLoginModal = useModalStore(modalSelectors.openLoginModal);
  return useCallback(() => {
    if (isLoggedIn) openModal('surveyTestPay');
    else openLoginModal({ surveyRequired: false });
  }, [isLoggedIn, openLoginModal, openModal]);
}
