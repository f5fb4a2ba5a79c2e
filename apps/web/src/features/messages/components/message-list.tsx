import { useState } from 'react';
import { App, Button, Card, Empty, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Pages, type SystemMessage } from '@lucina/contracts';
import { formatMessageTime } from '@/lib/format-date';
import { markAllMessagesRead, messageKeys, useMessageList } from '../api/messages';
import { useSetUnread } from '../hooks/use-unread-sync';
import { messagesText as t } from '../locale';
import styles from './messages.module.css';

const PAGE_SIZE = 10;

export const messageDetailPath = (id: string) => `${Pages.systemMessageDetail.path}?id=${encodeURIComponent(id)}`;

function MessageRow({ message, onOpen }: { message: SystemMessage; onOpen: () => void }) {
  const unread = message.isRead !== 1;
  return (
    <li>
      <button type="button" className={`${styles.item} ${unread ? '' : styles.read}`} onClick={onOpen}>
        {/* The name is the row's own text, led by its state: a label of the title alone would hide the kind, time and
            preview a sighted user reads (axe's label-content-name-mismatch), and speech input could not name the row. */}
        {unread && <span className={styles.visuallyHidden}>{t.unread}：</span>}
        <span
          className={`${styles.dot} ${unread ? styles.dotUnread : ''}`}
          data-testid={unread ? 'unread-dot' : undefined}
        />
        <span className={styles.body}>
          <span className={styles.itemTitle}>
            <span className={styles.itemTitleText}>
              <Tag variant="filled" color="processing">
                {t.kinds[message.kind] ?? t.kinds.announcement}
              </Tag>
              {message.title}
            </span>
            <span className={styles.time}>{formatMessageTime(message.createTime)}</span>
          </span>
          <span className={styles.preview} style={{ display: 'block' }}>
            {message.content.split('\n')[0]}
          </span>
        </span>
      </button>
    </li>
  );
}

/** /personal/systemMessage: the caller's messages, newest first, with unread dots. */
export function MessageList() {
  const [page, setPage] = useState(1);
  const { data, isPending } = useMessageList(page, PAGE_SIZE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setUnread = useSetUnread();
  const { message } = App.useApp();
  const [marking, setMarking] = useState(false);
  const hasUnread = data?.list.some((m) => m.isRead !== 1) ?? false;

  const markAll = async () => {
    setMarking(true);
    try {
      const { unread } = await markAllMessagesRead();
      setUnread(unread);
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void message.success(t.markAllDone);
    } finally {
      setMarking(false);
    }
  };

  return (
    <Card className={styles.card}>
      <div className={styles.head}>
        <Typography.Title level={4} className={styles.title}>
          {t.title}
        </Typography.Title>
        <Button onClick={() => void markAll()} loading={marking} disabled={!hasUnread}>
          {t.markAllRead}
        </Button>
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data?.list.length ? (
        <Empty description={t.empty} style={{ padding: '48px 0' }} />
      ) : (
        <>
          <ul className={styles.list}>
            {data.list.map((m) => (
              <MessageRow key={m.id} message={m} onOpen={() => void navigate(messageDetailPath(m.id))} />
            ))}
          </ul>
          {data.total > PAGE_SIZE && (
            <div className={styles.pager}>
              <Pagination
                current={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onChange={setPage}
                showSizeChanger={false}
                size="small"
              />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
