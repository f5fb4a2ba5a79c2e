import { Button, Modal, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { QRCodeSVG } from 'qrcode.react';
import { Business } from '@lucina/contracts';
import { useSiteLinks } from '@/hooks/use-site-links';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { reloadPage } from '@/utils/reload';
import { paymentsText } from '../locale';
import styles from './payments.module.css';

const t = paymentsText.singleSuccess;

/** SPEC §2 dialog 2: the single test is paid. The mask does not close it; closing reloads the page. */
export function SurveyTestPaySuccessModal() {
  const open = useModalStore(modalSelectors.isOpen('surveyTestPaySuccess'));
  const close = useModalStore(modalSelectors.closeModal);
  const { giftContactUrl } = useSiteLinks();
  const finish = () => {
    close('surveyTestPaySuccess');
    reloadPage();
  };
  return (
    <Modal
      open={open}
      onCancel={finish}
      mask={{ closable: false }}
      footer={null}
      width={Business.ui.successDialogWidth}
      centered
      title={null}
    >
      <div className={styles.result}>
        <CheckCircleFilled className={styles.resultIconOk} aria-hidden="true" />
        <Typography.Title level={3} className={styles.resultTitle}>
          {t.title}
        </Typography.Title>
        <Typography.Paragraph>{t.line}</Typography.Paragraph>
        <div className={styles.giftQr} data-url={giftContactUrl}>
          <QRCodeSVG value={giftContactUrl} size={132} role="img" aria-label={t.giftQrLabel} />
          <Typography.Text type="secondary">{t.gift}</Typography.Text>
        </div>
        <Button type="primary" size="large" shape="round" block onClick={finish}>
          {t.close}
        </Button>
      </div>
    </Modal>
  );
}
