import type { Fit } from '@lucina/contracts';
import { PlainTag, type PlainTagColor } from '@/components/ui/plain-tag';

const COLOR: Record<Fit, PlainTagColor> = { best: 'green', great: 'geekblue', good: 'gold' };
// Each palette's darker shade for the text: antd's own is under 4.5:1 on the tag's light background.
const TEXT: Record<Fit, string> = { best: '#237804', great: '#1d39c4', good: '#874d00' };

/** 最佳 / 很好 / 较好 as coloured tags; the label comes from the API. */
export function FitTag({ fit, label }: { fit: Fit; label: string }) {
  return (
    <PlainTag color={COLOR[fit]} style={{ color: TEXT[fit] }}>
      {label}
    </PlainTag>
  );
}
