import { useState } from 'react';
import { Input } from 'antd';
import type { AuditEntry } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { useAuditLog } from '../api/admin';
import { adminText } from '../locale';
import styles from './admin.module.css';
import { PAGE_SIZE, PagedTable } from './paged-table';

const t = adminText.audit;
const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

export function AuditPage() {
  const [action, setAction] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useAuditLog({ action, page, pageSize: PAGE_SIZE });
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
      <PagedTable<AuditEntry>
        rowKey="id"
        query={list}
        page={page}
        onPageChange={setPage}
        scrollX={820}
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
