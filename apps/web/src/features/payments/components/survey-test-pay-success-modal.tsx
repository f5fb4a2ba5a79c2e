import { Typography } from 'antd';
import { byScanning, ContactQr, foreignLink } from '@/components/ui/contact-qr';
import { useSiteLinks } from '@/hooks/use-site-links';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { reloadPage } from '@/utils/reload';
import { paymentsText } from '../locale';
import styles from './payments.module.css';
import { ResultDialog } from './result-dialog';

const t = paymentsText.singleSuccess;

/** SPEC §2 dialog 2: the single test is paid. The mask does not close it; closing reloads the page. */
export function SurveyTestPaySuccessModal() {
  const open = useModalStore(modalSelectors.isOpen('surveyTestPaySuccess'));
  const close = useModalStore(modalSelectors.closeModal);
  const finish = () => {
    close('surveyTestPaySuccess');
    reloadPage();
  };
  return (
    <ResultDialog
      open={open}
      onCancel={finish}
      maskClosable={false}
      tone="ok"
      title={t.title}
      action={{ text: t.close, onClick: finish }}
    >
      <SinglePaidLines />
    </ResultDialog>
  );
}

/** What a paid single test says, in the dialog and on the pay result page: unlocked, and the gift's QR. */
export function SinglePaidLines() {
  const { giftContactUrl, supportWechatId } = useSiteLinks();
  return (
    <>
      <Typography.Paragraph>{t.line}</Typography.Paragraph>
      <div className={styles.giftQr}>
        <Typography.Text type="secondary">{byScanning(t.gift, t.giftPhone)}</Typography.Text>
        <ContactQr
          value={giftContactUrl}
          label={t.giftQrLabel}
          size={132}
          wechatId={supportWechatId}
          link={foreignLink(giftContactUrl)}
          fileName={t.giftQrLabel}
        />
      </div>
    </>
  );
}
