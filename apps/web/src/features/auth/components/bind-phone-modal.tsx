import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { authText } from '../locale';
import { AuthModal } from './auth-modal';
import { BindPhoneForm } from './bind-phone-form';

/** SPEC §2 dialog 10, opened by a WeChat scan whose account has no phone yet. */
export function BindPhoneModal() {
  const { open, encrypt, ...options } = useModalStore(modalSelectors.bindPhoneModal);
  const close = useModalStore(modalSelectors.closeBindPhoneModal);
  return (
    <AuthModal open={open} onClose={close} title={authText.bindTitle} subtitle={authText.bindSubtitle}>
      <BindPhoneForm encrypt={encrypt} options={options} />
    </AuthModal>
  );
}
