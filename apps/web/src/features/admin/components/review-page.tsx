import { useState } from 'react';
import { App, Button, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { REPORT_REASONS } from '@lucina/contracts';
import { SAFETY_CATEGORIES } from '@lucina/contracts/admin';
import type { QueueItem, QueueListQuery } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import { useDisableAccount, useReviewAction, useReviewQueue } from '../api/safety';
import { categoryName, safetyText } from '../safety-locale';
import styles from './admin.module.css';
import { PAGE_SIZE, PagedTable } from './paged-table';

const t = safetyText.review;
const CATEGORIES = [...new Set<string>([...SAFETY_CATEGORIES, ...REPORT_REASONS])].map((c) => ({
  value: c,
  label: categoryName(c),
}));
const STATUS_COLOR = { pending: 'orange', dismissed: 'default', confirmed: 'red' } as const;

function Content({ item }: { item: QueueItem }) {
  return (
    <div className={styles.reviewContent}>
      <div>
        <Typography.Text type="secondary">{t.question}：</Typography.Text>
        {item.question || '—'}
      </div>
      <div>
        <Typography.Text type="secondary">{t.answer}：</Typography.Text>
        {item.answer || t.answerEmpty}
      </div>
      {item.rule && (
        <div>
          <Typography.Text type="secondary">{item.source === 'block' ? t.rule : t.detail}：</Typography.Text>
          {item.rule}
        </div>
      )}
    </div>
  );
}

/** 审核队列: blocked questions and answers and users' reports, one list; decisions are audited on the server. */
export function ReviewPage({ isAdmin }: { isAdmin: boolean }) {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Omit<QueueListQuery, 'page' | 'pageSize'>>({ status: 'pending' });
  const [page, setPage] = useState(1);
  const list = useReviewQueue({ ...filter, page, pageSize: PAGE_SIZE });
  const act = useReviewAction();
  const disable = useDisableAccount();
  const set = (key: keyof typeof filter) => (value: string | undefined) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const target = (i: QueueItem) => ({ source: i.source, id: i.id });

  return (
    <>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <div className={styles.toolbar}>
        <Space wrap>
          <Select
            allowClear
            aria-label={t.columns.source}
            placeholder={t.allSources}
            style={{ width: 130 }}
            options={(['block', 'report'] as const).map((s) => ({ value: s, label: t.source[s] }))}
            onChange={set('source')}
          />
          <Select
            allowClear
            aria-label={t.columns.status}
            placeholder={t.allStatuses}
            value={filter.status}
            style={{ width: 130 }}
            options={(['pending', 'dismissed', 'confirmed'] as const).map((s) => ({ value: s, label: t.status[s] }))}
            onChange={set('status')}
          />
          <Select
            allowClear
            aria-label={t.columns.category}
            placeholder={t.allCategories}
            style={{ width: 160 }}
            options={CATEGORIES}
            onChange={set('category')}
          />
        </Space>
      </div>
      <PagedTable<QueueItem>
        rowKey="id"
        query={list}
        page={page}
        onPageChange={setPage}
        scrollX={1100}
        locale={{ emptyText: t.empty }}
        columns={[
          {
            title: t.columns.time,
            dataIndex: 'createTime',
            width: 140,
            render: (v: string) => formatTime(v, 'minute'),
          },
          {
            title: t.columns.source,
            width: 120,
            render: (_, i) => (
              <>
                <Tag color={i.source === 'report' ? 'purple' : 'blue'}>{t.source[i.source]}</Tag>
                {i.source === 'block' && <div className={styles.reviewNote}>{t.stage[i.stage]}</div>}
              </>
            ),
          },
          {
            title: t.columns.category,
            dataIndex: 'category',
            width: 120,
            render: (c: string, i) => categoryName(c, i.source),
          },
          { title: t.columns.content, render: (_, i) => <Content item={i} /> },
          {
            title: t.columns.user,
            width: 130,
            render: (_, i) => (
              <>
                {i.userId ? (i.nickname ?? '—') : t.visitor}
                {i.userDisabled && <Tag color="red">{t.userDisabled}</Tag>}
              </>
            ),
          },
          {
            title: t.columns.status,
            dataIndex: 'status',
            width: 100,
            render: (s: QueueItem['status']) => <Tag color={STATUS_COLOR[s]}>{t.status[s]}</Tag>,
          },
          {
            title: t.columns.action,
            width: 120,
            fixed: 'right',
            render: (_, i) => (
              <Space direction="vertical" size={0}>
                {i.status === 'pending' &&
                  (['dismiss', 'confirm'] as const).map((action) => (
                    <Button
                      key={action}
                      type="link"
                      size="small"
                      danger={action === 'confirm'}
                      onClick={() =>
                        act.mutate({ ...target(i), action }, { onSuccess: () => void message.success(t.done[action]) })
                      }
                    >
                      {t[action]}
                    </Button>
                  ))}
                {isAdmin && i.userId && !i.userDisabled && i.status !== 'dismissed' && (
                  <Popconfirm
                    title={t.confirmDisableAccount}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      disable.mutate(target(i), { onSuccess: () => void message.success(t.done.disable) })
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t.disableAccount}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
