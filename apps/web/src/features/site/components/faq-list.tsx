import { Collapse, Skeleton, Typography } from 'antd';
import type { FaqItem } from '@lucina/contracts';

/** Questions that open to their answers; a skeleton while they load. */
export function FaqList({ items }: { items: FaqItem[] | undefined }) {
  if (!items) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  return (
    <Collapse
      ghost
      items={items.map((item) => ({
        key: item.question,
        label: item.question,
        children: (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{item.answer}</Typography.Paragraph>
        ),
      }))}
    />
  );
}
