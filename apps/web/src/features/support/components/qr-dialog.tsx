import type { ReactNode } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { ContactQr, foreignLink } from '@/components/ui/contact-qr';

interface QrDialogProps {
  open: boolean;
  title: string;
  url: string;
  qrLabel: string;
  text: ReactNode;
  doneText: string;
  onClose: () => void;
  /** The customer-service WeChat ID to copy, when set. */
  wechatId?: string;
}

/**
 * A small dialog with one QR code, a line of text and a done button (customer service, mini program); on a phone
 * the code is long-pressed (WeChat) or saved, and the WeChat ID or an outside link copied.
 */
export function QrDialog({ open, title, url, qrLabel, text, doneText, onClose, wechatId }: QrDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={380} centered destroyOnHidden>
      <Flex vertical align="center" gap={16} style={{ padding: '8px 0' }}>
        <ContactQr
          value={url}
          label={qrLabel}
          size={180}
          wechatId={wechatId}
          link={foreignLink(url)}
          fileName={qrLabel}
        />
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
          {text}
        </Typography.Paragraph>
        <Button type="primary" shape="round" block onClick={onClose}>
          {doneText}
        </Button>
      </Flex>
    </Modal>
  );
}
