import { Empty, Skeleton, Tag, Typography } from 'antd';
import { formatMessageTime } from '@/lib/format-date';
import { useMyFeedback } from '../api/feedback';
import { feedbackText as t } from '../locale';
import styles from './my-feedback.module.css';

/** The caller's own feedback, newest first: category and state, the time, then the text (three lines, expandable). */
export function MyFeedback() {
  const { data, isPending } = useMyFeedback();
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (!data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.mineEmpty} />;
  return (
    <ul className={styles.list}>
      {data.map((item) => (
        <li key={item.id} className={styles.item}>
          <div className={styles.head}>
            <span>
              <Tag variant="filled" color="processing">
                {item.categoryName}
              </Tag>
              <Tag variant="filled" color={item.status === 1 ? 'success' : 'default'}>
                {item.status === 1 ? t.replied : t.received}
              </Tag>
            </span>
            <time dateTime={item.createTime} className={styles.time}>
              {formatMessageTime(item.createTime)}
            </time>
          </div>
          <Typography.Paragraph className={styles.content} ellipsis={{ rows: 3, expandable: true, symbol: t.more }}>
            {item.content}
          </Typography.Paragraph>
        </li>
      ))}
    </ul>
  );
}
