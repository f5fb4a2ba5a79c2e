import { Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Pages } from '@lucina/contracts';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useRenewalDays } from '../hooks/use-renewal-reminder';
import { paymentsText } from '../locale';
import styles from './payments.module.css';
import { ResultDialog } from './result-dialog';

const t = paymentsText.renewal;

/** SPEC §2 dialog 8: the membership ends in N days; 'go renew' leads to the member center. */
export function RenewalReminderModal() {
  const days = useRenewalDays();
  const open = useModalStore(modalSelectors.isOpen('renewalReminder'));
  const close = useModalStore(modalSelectors.closeModal);
  const navigate = useNavigate();
  const renew = () => {
    close('renewalReminder');
    void navigate(Pages.member.path);
  };
  return (
    <ResultDialog
      open={open}
      onCancel={() => close('renewalReminder')}
      width={440}
      tone="warn"
      title={t.title}
      titleLevel={4}
      action={{ text: t.renew, onClick: renew }}
    >
      <Typography.Paragraph className={styles.resultLead}>{t.line(days)}</Typography.Paragraph>
      <Typography.Text type="secondary">{t.benefitsTitle}</Typography.Text>
      <ul className={styles.benefits} style={{ alignSelf: 'stretch' }}>
        {t.benefits.map((b) => (
          <li key={b}>
            <CheckCircleFilled aria-hidden="true" /> {b}
          </li>
        ))}
      </ul>
    </ResultDialog>
  );
}
