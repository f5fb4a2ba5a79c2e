import { useState } from 'react';
import { Input, Table } from 'antd';
import type { AuditEntry } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { useAuditLog } from '../api/admin';
import { adminText } from '../locale';
import styles from './admin.module.css';

const t = adminText.audit;
const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

export function AuditPage() {
  const [action, setAction] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useAuditLog({ action, page, pageSize: 20 });
  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          aria-label={t.action}
          placeholder={t.filterAction}
          style={{ width: 280 }}
          onSearch={(v) => (setAction(v.trim() || undefined), setPage(1))}
        />
      </div>
      <Table<AuditEntry>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 820 }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          {
            title: t.columns.time,
            dataIndex: 'createTime',
            width: 150,
            render: (v: string) => formatTime(v, 'second'),
          },
          { title: t.columns.actor, dataIndex: 'actorNickname', width: 100, render: (v: string | null) => v ?? t.cli },
          { title: t.columns.action, dataIndex: 'action', width: 170 },
          { title: t.columns.target, dataIndex: 'target', width: 170, ellipsis: true },
          {
            title: t.columns.change,
            render: (_, e) => (
              <pre className={styles.pre}>
                {json(e.before)} → {json(e.after)}
              </pre>
            ),
          },
        ]}
      />
    </>
  );
}
