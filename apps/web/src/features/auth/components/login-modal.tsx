import { Modal } from 'antd';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useLoginModalWidth } from '../hooks/use-login-modal-width';
import { authText } from '../locale';
import { LoginHeader } from './login-header';
import { LoginPanel } from './login-panel';

/** SPEC §2 dialog 9: a mask click does not close it; every opening starts fresh (new QR, new captcha). */
export function LoginModal() {
  const { open, ...options } = useModalStore(modalSelectors.loginModal);
  const close = useModalStore(modalSelectors.closeLoginModal);
  const width = useLoginModalWidth();
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={width}
      centered
      mask={{ closable: false }}
      destroyOnHidden
      title={<LoginHeader title={authText.loginTitle} subtitle={authText.loginSubtitle} />}
    >
      <LoginPanel options={options} />
    </Modal>
  );
}
