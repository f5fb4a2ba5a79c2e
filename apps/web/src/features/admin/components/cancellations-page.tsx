import { App, Button, Popconfirm, Table, Typography } from 'antd';
import type { AdminCancellation } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { useCancellations, useExecuteCancellation } from '../api/admin';
import { adminText } from '../locale';

const t = adminText.cancellations;

/** Accounts cooling off after asking to be cancelled; an admin may execute one early when the user asks. */
export function CancellationsPage() {
  const { message } = App.useApp();
  const list = useCancellations();
  const execute = useExecuteCancellation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Table<AdminCancellation>
        rowKey="userId"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t.empty }}
        columns={[
          { title: t.columns.user, dataIndex: 'nickname', width: 140, ellipsis: true },
          {
            title: t.columns.contact,
            width: 170,
            render: (_, c) => c.phone ?? c.email ?? '—',
          },
          {
            title: t.columns.requested,
            dataIndex: 'requestTime',
            width: 160,
            render: (v: string) => formatTime(v, 'minute'),
          },
          { title: t.columns.due, dataIndex: 'dueTime', width: 160, render: (v: string) => formatTime(v, 'minute') },
          {
            title: t.columns.action,
            width: 130,
            fixed: 'right',
            render: (_, c) => (
              <Popconfirm
                title={t.confirm}
                okButtonProps={{ danger: true }}
                onConfirm={() => execute.mutate(c.userId, { onSuccess: () => void message.success(t.executed) })}
              >
                <Button type="link" danger>
                  {t.execute}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}
