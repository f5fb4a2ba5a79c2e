import { useState } from 'react';
import { App, Button, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isWeChatBrowser } from '@/lib/browser';
import { formatTime } from '@/lib/format-date';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { downloadDataExport, requestDataExport, rightsKeys, useRightsStatusWhilePreparing } from '../api/rights';
import { rightsText } from '../locale';

const t = rightsText.card;

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** Asking for a copy of the account's data, waiting while it is prepared, downloading it. */
export function DataExportRow() {
  const { message } = App.useApp();
  const token = useAuthStore(authSelectors.token);
  const status = useRightsStatusWhilePreparing(token);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const copy = status.data?.dataExport ?? null;

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) void message.success(done);
    } catch {
      // The request layer showed the server's message.
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: rightsKeys.status });
    }
  };

  let hint: string = t.exportHint;
  let action = (
    <Button loading={busy} onClick={() => act(requestDataExport, t.exportAsked)}>
      {t.exportButton}
    </Button>
  );
  if (copy?.status === 'preparing') {
    hint = t.exportPreparingHint;
    action = <Button loading>{t.exportPreparing}</Button>;
  } else if (copy?.status === 'ready') {
    hint = t.exportReadyHint(sizeText(copy.sizeBytes), formatTime(copy.expireTime, 'minute'));
    action = (
      <Button type="primary" loading={busy} onClick={() => act(() => downloadDataExport(copy.id))}>
        {t.exportDownload}
      </Button>
    );
  } else if (copy?.status === 'failed') {
    hint = t.exportFailedHint;
  }

  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ padding: '12px 0' }} data-testid="data-export">
      <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography.Text strong>{t.exportLabel}</Typography.Text>
        <Typography.Text type="secondary">{hint}</Typography.Text>
        {copy?.status === 'ready' && isWeChatBrowser() && (
          <Typography.Text type="secondary">{t.exportWeChat}</Typography.Text>
        )}
      </Flex>
      {action}
    </Flex>
  );
}
