import type { ReactNode } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';

interface QrDialogProps {
  open: boolean;
  title: string;
  url: string;
  qrLabel: string;
  text: ReactNode;
  doneText: string;
  onClose: () => void;
}

/** A small dialog with one QR code, a line of text and a done button (customer service, mini program). */
export function QrDialog({ open, title, url, qrLabel, text, doneText, onClose }: QrDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={380} centered destroyOnHidden>
      <Flex vertical align="center" gap={16} style={{ padding: '8px 0' }}>
        <div
          role="img"
          aria-label={qrLabel}
          data-url={url}
          style={{ padding: 12, borderRadius: 12, border: '1px solid var(--ant-color-border-secondary)' }}
        >
          <QRCodeSVG value={url} size={180} fgColor="#1f2150" />
        </div>
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
