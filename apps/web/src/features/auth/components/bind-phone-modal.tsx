import { Modal } from 'antd';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useLoginModalWidth } from '../hooks/use-login-modal-width';
import { authText } from '../locale';
import { BindPhoneForm } from './bind-phone-form';
import { LoginHeader } from './login-header';

/** SPEC §2 dialog 10, opened by a WeChat scan whose account has no phone yet. */
export function BindPhoneModal() {
  const { open, encrypt, ...options } = useModalStore(modalSelectors.bindPhoneModal);
  const close = useModalStore(modalSelectors.closeBindPhoneModal);
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
      title={<LoginHeader title={authText.bindTitle} subtitle={authText.bindSubtitle} />}
    >
      <BindPhoneForm encrypt={encrypt} options={options} />
    </Modal>
  );
}
