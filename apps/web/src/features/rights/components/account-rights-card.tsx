import { useState } from 'react';
import { Button, Card, Divider, Flex, Typography } from 'antd';
import { rightsText } from '../locale';
import { CancellationDialog } from './cancellation-dialog';
import { DataExportRow } from './data-export-row';

const t = rightsText.card;

function Row({ label, hint, action }: { label: string; hint: string; action: React.ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ padding: '12px 0' }}>
      <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Flex>
      {action}
    </Flex>
  );
}

/** The personal page's rights over the account: a copy of its data, cancelling it. */
export function AccountRightsCard() {
  const [cancelOpen, setCancelOpen] = useState(false);
  return (
    <Card title={t.title} style={{ borderRadius: 'var(--ant-border-radius-lg)' }}>
      <DataExportRow />
      <Divider style={{ margin: 0 }} />
      <Row
        label={t.cancelLabel}
        hint={t.cancelHint}
        action={
          <Button danger onClick={() => setCancelOpen(true)}>
            {t.cancelButton}
          </Button>
        }
      />
      <CancellationDialog open={cancelOpen} onClose={() => setCancelOpen(false)} />
    </Card>
  );
}
