import { Tag } from 'antd';
import type { Fit } from '@lucina/contracts';

const COLOR: Record<Fit, string> = { best: 'green', great: 'geekblue', good: 'gold' };

/** 最佳 / 很好 / 较好 as coloured tags; the label comes from the API. */
export function FitTag({ fit, label }: { fit: Fit; label: string }) {
  return (
    <Tag color={COLOR[fit]} bordered={false} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
