import { Button, Modal, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Pages } from '@lucina/contracts';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useRenewalReminder } from '../hooks/use-renewal-reminder';
import { paymentsText } from '../locale';
import styles from './payments.module.css';

const t = paymentsText.renewal;

/** SPEC §2 dialog 8: the membership ends in N days; 'go renew' leads to the member center. */
export function RenewalReminderModal() {
  const days = useRenewalReminder();
  const open = useModalStore(modalSelectors.isOpen('renewalReminder'));
  const close = useModalStore(modalSelectors.closeModal);
  const navigate = useNavigate();
  const renew = () => {
    close('renewalReminder');
    void navigate(Pages.member.path);
  };
  return (
    <Modal open={open} onCancel={() => close('renewalReminder')} footer={null} width={440} centered>
      <div className={styles.result}>
        <ClockCircleFilled className={styles.resultIconWarn} aria-hidden="true" />
        <Typography.Title level={4} className={styles.resultTitle}>
          {t.title}
        </Typography.Title>
        <Typography.Paragraph className={styles.resultLead}>{t.line(days)}</Typography.Paragraph>
        <Typography.Text type="secondary">{t.benefitsTitle}</Typography.Text>
        <ul className={styles.benefits} style={{ alignSelf: 'stretch' }}>
          {t.benefits.map((b) => (
            <li key={b}>
              <CheckCircleFilled aria-hidden="true" /> {b}
            </li>
          ))}
        </ul>
        <Button type="primary" size="large" shape="round" block onClick={renew}>
          {t.renew}
        </Button>
      </div>
    </Modal>
  );
}
