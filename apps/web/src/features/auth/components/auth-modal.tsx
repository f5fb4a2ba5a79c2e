import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useLoginModalWidth } from '../hooks/use-login-modal-width';
import { LoginHeader } from './login-header';

interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** SPEC §2 dialogs 9 and 10 share one frame: a mask click does not close it; every opening starts fresh. */
export function AuthModal({ open, onClose, title, subtitle, children }: AuthModalProps) {
  const width = useLoginModalWidth();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={width}
      centered
      mask={{ closable: false }}
      destroyOnHidden
      title={<LoginHeader title={title} subtitle={subtitle} />}
    >
      {children}
    </Modal>
  );
}
