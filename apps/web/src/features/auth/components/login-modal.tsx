import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { authText } from '../locale';
import { AuthModal } from './auth-modal';
import { LoginPanel } from './login-panel';

/** SPEC §2 dialog 9: a mask click does not close it; every opening starts fresh (new QR, new captcha). */
export function LoginModal() {
  const { open, wechatMpTicket, notice, ...options } = useModalStore(modalSelectors.loginModal);
  const close = useModalStore(modalSelectors.closeLoginModal);
  return (
    <AuthModal open={open} onClose={close} title={authText.loginTitle} subtitle={authText.loginSubtitle}>
      <LoginPanel options={options} wechatMpTicket={wechatMpTicket} notice={notice} />
    </AuthModal>
  );
}
