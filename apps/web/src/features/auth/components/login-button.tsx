import { PlainButton } from '@/components/ui/plain-button';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { authText } from '../locale';

/** Header entry for visitors; it asks for the needs survey after login (SPEC §6). */
export function LoginButton() {
  const openLoginModal = useModalStore(modalSelectors.openLoginModal);
  return (
    <PlainButton variant="primary" shape="round" onClick={() => openLoginModal({ surveyRequired: true })}>
      {authText.login}
    </PlainButton>
  );
}
