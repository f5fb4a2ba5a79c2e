import { useState } from 'react';
import { App, Alert, Button, Checkbox, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import { Pages, type CancellationPreview } from '@lucina/contracts';
import { useNavigate } from 'react-router';
import { useCountdown } from '@/hooks/use-countdown';
import { toastSuccessAcrossPages } from '@/lib/feedback';
import { formatTime } from '@/lib/format-date';
import { authActions } from '@/stores/auth-store';
import { requestCancellation, sendCancellationCode, useCancellationPreview } from '../api/rights';
import { rightsText } from '../locale';

const t = rightsText.cancel;

function losses(p: CancellationPreview): string[] {
  return [
    p.conversations > 0 ? t.conversations(p.conversations) : null,
    p.records > 0 ? t.records(p.records) : null,
    p.unlockedReports > 0 ? t.unlocked(p.unlockedReports) : null,
    p.memberEndTime ? t.member(formatTime(p.memberEndTime, 'day', '--')) : null,
    p.chatCount > 0 ? t.chats(p.chatCount) : null,
    p.usableCoupons > 0 ? t.coupons(p.usableCoupons) : null,
    t.profile,
  ].filter((line): line is string => line !== null);
}

/** Shows what cancelling takes away, re-verifies the account with a code, then submits the request. */
export function CancellationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const preview = useCancellationPreview(open);
  const countdown = useCountdown();
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const p = preview.data;

  const send = async () => {
    try {
      const { resendAfterSeconds } = await sendCancellationCode();
      countdown.start(resendAfterSeconds);
      void message.success(t.codeSent);
    } catch {
      // The request layer showed the server's message.
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      await requestCancellation(code);
      // The way to /home unmounts this page's toasts: this one is shown where it outlives the page.
      toastSuccessAcrossPages(t.done);
      onClose();
      // The server has ended every session of the account.
      authActions.logout();
      void navigate(Pages.home.path);
    } catch {
      // The request layer showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t.title} onCancel={onClose} footer={null} destroyOnHidden>
      {!p ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Flex vertical gap={16}>
          <div>
            <Typography.Text strong>{t.lossTitle}</Typography.Text>
            <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {losses(p).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <Typography.Text type="secondary">{t.kept}</Typography.Text>
          <Alert type="warning" showIcon message={t.coolingOff(p.coolingOffDays)} />
          {p.contact ? (
            <>
              <Typography.Text>{t.codeTo(p.contact)}</Typography.Text>
              <Flex gap={8}>
                <Input
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  placeholder={t.codePlaceholder}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  aria-label={t.codePlaceholder}
                />
                <Button disabled={countdown.running} onClick={() => void send()} style={{ minWidth: 112 }}>
                  {countdown.running ? t.resend(countdown.seconds) : t.sendCode}
                </Button>
              </Flex>
              <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
                {t.confirmCheck}
              </Checkbox>
              <Button
                danger
                type="primary"
                block
                loading={busy}
                disabled={!agreed || code.length !== 6}
                onClick={() => void submit()}
              >
                {t.submit}
              </Button>
            </>
          ) : (
            <Alert type="info" message={t.noContact} />
          )}
        </Flex>
      )}
    </Modal>
  );
}
