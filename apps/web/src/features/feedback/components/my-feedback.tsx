import { Empty, List, Tag, Typography } from 'antd';
import { formatMessageTime } from '@/features/messages/utils/format-message-time';
import { useMyFeedback } from '../api/feedback';
import { feedbackText as t } from '../locale';

/** The caller's own feedback, newest first. */
export function MyFeedback() {
  const { data, isPending } = useMyFeedback();
  return (
    <List
      loading={isPending}
      dataSource={data ?? []}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.mineEmpty} /> }}
      renderItem={(item) => (
        <List.Item>
          <List.Item.Meta
            title={
              <span>
                <Tag variant="filled" color="processing">
                  {item.categoryName}
                </Tag>
                <Tag variant="filled" color={item.status === 1 ? 'success' : 'default'}>
                  {item.status === 1 ? t.replied : t.received}
                </Tag>
              </span>
            }
            description={formatMessageTime(item.createTime)}
          />
          <Typography.Paragraph
            style={{ margin: 0, whiteSpace: 'pre-wrap', flexBasis: '100%' }}
            ellipsis={{ rows: 3, expandable: true, symbol: t.more }}
          >
            {item.content}
          </Typography.Paragraph>
        </List.Item>
      )}
    />
  );
}
