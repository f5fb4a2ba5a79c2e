import { useEffect } from 'react';
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Pages } from '@lucina/contracts';
import { formatMessageTime } from '@/lib/format-date';
import { getUnreadCount, messageKeys, useMessageDetail } from '../api/messages';
import { useSetUnread } from '../hooks/use-unread-sync';
import { messagesText as t } from '../locale';
import styles from './messages.module.css';

/** /personal/systemMessageDetail?id=…: one message; opening it marks it read. */
export function MessageDetail() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, isPending, isError } = useMessageDetail(id);
  const queryClient = useQueryClient();
  const setUnread = useSetUnread();
  const navigate = useNavigate();

  // The detail call marked it read: refresh the badge and the list's dots.
  useEffect(() => {
    if (!data) return;
    void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'list'] });
    getUnreadCount().then(setUnread, () => undefined);
  }, [data, queryClient, setUnread]);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(Pages.systemMessage.path)}>
      {t.back}
    </Button>
  );

  if (!id || isError) {
    return (
      <Card className={styles.card}>
        <Result status="404" title={t.notFound} extra={back} />
      </Card>
    );
  }

  return (
    <Card className={styles.card}>
      <div style={{ marginBottom: 16 }}>{back}</div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <article>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {data.title}
          </Typography.Title>
          <div className={styles.detailMeta}>{formatMessageTime(data.createTime)}</div>
          <div className={styles.detailContent}>
            {data.content.split(/\n\s*\n/).map((para, i) => (
              <Typography.Paragraph key={i}>{para}</Typography.Paragraph>
            ))}
          </div>
          {data.link && (
            <Link to={data.link}>
              <Button type="primary">{t.openLink}</Button>
            </Link>
          )}
        </article>
      )}
    </Card>
  );
}
