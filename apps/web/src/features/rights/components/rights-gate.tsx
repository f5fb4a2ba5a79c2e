import { useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Pages } from '@lucina/contracts';
import { formatTime } from '@/lib/format-date';
import { authActions, authSelectors, useAuthStore } from '@/stores/auth-store';
import { acceptConsent, rightsKeys, useRightsStatus, withdrawCancellation } from '../api/rights';
import { rightsText } from '../locale';

/**
 * What a logged-in account must settle before using the site: a cancellation still cooling off (withdraw it or
 * log out), then a changed user agreement (consent or log out). Neither dialog can be dismissed otherwise.
 */
export function RightsGate() {
  const { message } = App.useApp();
  const token = useAuthStore(authSelectors.token);
  const status = useRightsStatus(token);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const data = token ? status.data : undefined;

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) void message.success(done);
      await queryClient.invalidateQueries({ queryKey: rightsKeys.status });
    } catch {
      // The request layer showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const logout = () => {
    authActions.logout();
    queryClient.removeQueries({ queryKey: rightsKeys.status });
  };
  const locked = { closable: false, maskClosable: false, keyboard: false, centered: true } as const;

  if (data?.cancellation) {
    const t = rightsText.pending;
    const c = data.cancellation;
    return (
      <Modal
        open
        {...locked}
        title={t.title}
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={logout}>{t.logout}</Button>
            <Button type="primary" loading={busy} onClick={() => void act(withdrawCancellation, t.withdrawn)}>
              {t.withdraw}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph>
          {t.body(formatTime(c.requestTime, 'day', '--'), formatTime(c.dueTime, 'day', '--'))}
        </Typography.Paragraph>
      </Modal>
    );
  }

  if (data?.consent.required) {
    const t = rightsText.consent;
    const { agreementVersion, privacyVersion } = data.consent;
    return (
      <Modal
        open
        {...locked}
        title={t.title}
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={logout}>{t.logout}</Button>
            <Button
              type="primary"
              loading={busy}
              onClick={() => void act(() => acceptConsent(agreementVersion, privacyVersion))}
            >
              {t.accept}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph>{t.body}</Typography.Paragraph>
        <Typography.Paragraph>
          <a href={Pages.agreement.path} target="_blank" rel="noreferrer">
            {t.agreement}
          </a>{' '}
          <Typography.Text type="secondary">{t.version(agreementVersion)}</Typography.Text>
        </Typography.Paragraph>
      </Modal>
    );
  }
  return null;
}
