import { useState } from 'react';
import { Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { byScanning } from '@/components/ui/contact-qr';
import { refreshUserInfo } from '@/features/auth';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { reloadPage } from '@/utils/reload';
import { paymentKeys } from '../api/query-keys';
import { usePaymentFlowStore } from '../hooks/payment-flow-store';
import { paymentsText } from '../locale';
import { afterPayTarget } from '../utils/after-pay';
import styles from './payments.module.css';
import { ResultDialog } from './result-dialog';

/** SPEC §2 dialog 6: the payment failed or was cancelled; 'return to pay' reopens the same plan. */
export function MemberPayFailModal() {
  const open = useModalStore(modalSelectors.isOpen('memberPayFail'));
  const close = useModalStore(modalSelectors.closeModal);
  const openMemberPay = useModalStore(modalSelectors.openMemberPay);
  const last = usePaymentFlowStore((s) => s.lastMemberPay);
  const t = paymentsText.fail;
  const back = () => {
    close('memberPayFail');
    if (last) openMemberPay(last);
  };
  return (
    <ResultDialog
      open={open}
      onCancel={() => close('memberPayFail')}
      tone="fail"
      title={t.title}
      action={{ text: t.back, onClick: back, disabled: !last }}
    >
      {/* SPEC's 'please rescan' is the desktop's QR; a phone paid in its app, so it pays again there. */}
      <Typography.Paragraph>{byScanning(t.line, t.linePhone)}</Typography.Paragraph>
    </ResultDialog>
  );
}

/**
 * SPEC §2 dialog 7: paid. The button's text comes from the `button` query (default 关闭); it
 * refreshes user info, then goes to the decoded `from` query, or reloads the page.
 */
export function MemberPaySuccessModal() {
  const open = useModalStore(modalSelectors.isOpen('memberPaySuccess'));
  const close = useModalStore(modalSelectors.closeModal);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const t = paymentsText.success;
  const buttonText = params.get('button') || t.defaultButton;

  const done = async () => {
    setBusy(true);
    try {
      await refreshUserInfo(queryClient);
    } catch (error) {
      // The request layer has toasted; the page below still moves on.
      console.warn('[payments] 刷新用户信息失败', error);
    }
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    close('memberPaySuccess');
    setBusy(false);
    const target = afterPayTarget(params.get('from'), window.location.origin);
    if (target.kind === 'route') void navigate(target.to);
    else reloadPage();
  };

  // The × only closes, but the page below must still show the new level.
  const dismiss = () => {
    close('memberPaySuccess');
    refreshUserInfo(queryClient).catch((error: unknown) => console.warn('[payments] 刷新用户信息失败', error));
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  };

  return (
    <ResultDialog
      open={open}
      onCancel={dismiss}
      tone="ok"
      title={t.title}
      action={{ text: buttonText, onClick: () => void done(), loading: busy }}
    >
      <Typography.Paragraph className={styles.resultLead}>{t.line}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t.sub}</Typography.Paragraph>
    </ResultDialog>
  );
}
