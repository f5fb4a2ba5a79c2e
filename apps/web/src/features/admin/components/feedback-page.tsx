import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Input, Select, Space, Tag, Typography } from 'antd';
import type { AdminFeedback } from '@lucina/contracts/admin';
import { formatTime } from '@/lib/format-date';
import {
  useCloseFeedback,
  useFeedbackDetail,
  useFeedbackList,
  useFeedbackScreenshot,
  useFeedbackTypes,
  useReplyFeedback,
} from '../api/admin';
import { adminText } from '../locale';
import styles from './admin.module.css';
import { PAGE_SIZE, PagedTable } from './paged-table';

const t = adminText.feedback;
const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' };
const time = (iso: string) => formatTime(iso, 'minute');

function Screenshot({ url }: { url: string }) {
  const { data: src } = useFeedbackScreenshot(url);
  return src ? <img src={src} alt={t.screenshot} className={styles.screenshot} /> : null;
}

function FeedbackDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useFeedbackDetail(id);
  const reply = useReplyFeedback();
  const close = useCloseFeedback();
  const [text, setText] = useState('');
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={560} title={d ? `${d.userNickname} · ${d.categoryName}` : ''}>
      {d && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t.columns.time}>{time(d.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t.columns.status}>{t.status[d.status]}</Descriptions.Item>
            <Descriptions.Item label={t.contact}>{d.contact || t.none}</Descriptions.Item>
            <Descriptions.Item label={t.columns.content}>
              <Typography.Paragraph className={styles.pre}>{d.content}</Typography.Paragraph>
            </Descriptions.Item>
            {d.screenshotUrl && (
              <Descriptions.Item label={t.screenshot}>
                <Screenshot url={d.screenshotUrl} />
              </Descriptions.Item>
            )}
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t.replies}</Typography.Title>
            {d.replies.length === 0 && <Typography.Text type="secondary">{t.none}</Typography.Text>}
            {d.replies.map((r) => (
              <Typography.Paragraph key={r.id}>
                <Typography.Text type="secondary">{`${r.actorNickname ?? ''} · ${time(r.createTime)}`}</Typography.Text>
                <br />
                {r.content}
              </Typography.Paragraph>
            ))}
          </div>
          {d.status !== 2 && (
            <>
              <Input.TextArea
                rows={4}
                maxLength={2000}
                value={text}
                placeholder={t.replyPlaceholder}
                onChange={(e) => setText(e.target.value)}
              />
              <Space>
                <Button
                  type="primary"
                  loading={reply.isPending}
                  disabled={!text.trim()}
                  onClick={() =>
                    reply.mutate(
                      { id: d.id, content: text },
                      { onSuccess: () => (setText(''), void message.success(t.replied)) },
                    )
                  }
                >
                  {t.reply}
                </Button>
                <Button
                  loading={close.isPending}
                  onClick={() => close.mutate(d.id, { onSuccess: () => void message.success(t.closed) })}
                >
                  {t.close}
                </Button>
              </Space>
            </>
          )}
        </Space>
      )}
    </Drawer>
  );
}

export function FeedbackPage() {
  const [status, setStatus] = useState<number | undefined>(0);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const list = useFeedbackList({ status, categoryId, page, pageSize: PAGE_SIZE });
  const types = useFeedbackTypes().data ?? [];

  return (
    <>
      <div className={styles.toolbar}>
        <Select<number | 'all'>
          aria-label={t.columns.status}
          style={{ width: 140 }}
          value={status ?? 'all'}
          onChange={(v) => (setStatus(v === 'all' ? undefined : v), setPage(1))}
          options={[{ value: 'all', label: t.allStatus }, ...[0, 1, 2].map((s) => ({ value: s, label: t.status[s] }))]}
        />
        <Select<number | 'all'>
          aria-label={t.columns.type}
          style={{ width: 160 }}
          value={categoryId ?? 'all'}
          onChange={(v) => (setCategoryId(v === 'all' ? undefined : v), setPage(1))}
          options={[{ value: 'all', label: t.allTypes }, ...types.map((c) => ({ value: c.id, label: c.name }))]}
        />
      </div>
      <PagedTable<AdminFeedback>
        rowKey="id"
        query={list}
        page={page}
        onPageChange={setPage}
        scrollX={820}
        columns={[
          { title: t.columns.time, dataIndex: 'createTime', width: 150, render: time },
          { title: t.columns.user, dataIndex: 'userNickname', width: 140 },
          { title: t.columns.type, dataIndex: 'categoryName', width: 120 },
          { title: t.columns.content, dataIndex: 'content', ellipsis: true },
          {
            title: t.columns.status,
            dataIndex: 'status',
            width: 100,
            render: (s: number) => <Tag color={STATUS_COLOR[s]}>{t.status[s]}</Tag>,
          },
          {
            title: t.columns.action,
            width: 80,
            fixed: 'right',
            render: (_, f) => (
              <Button type="link" onClick={() => setOpen(f.id)}>
                {t.view}
              </Button>
            ),
          },
        ]}
      />
      <FeedbackDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
