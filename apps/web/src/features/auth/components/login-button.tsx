import { Button } from 'antd';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { authText } from '../locale';

/** Header entry for visitors; it asks for the needs survey after login (SPEC §6). */
export function LoginButton() {
  const openLoginModal = useModalStore(modalSelectors.openLoginModal);
  return (
    <Button type="primary" shape="round" onClick={() => openLoginModal({ surveyRequired: true })}>
      {authText.login}
    </Button>
  );
}
