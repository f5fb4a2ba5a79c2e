import type { ReactNode } from 'react';
import styles from './plain-progress.module.css';

interface PlainProgressProps {
  percent: number;
  /** The text beside the bar (antd's `format`); the percent unless given. */
  label?: ReactNode;
  /** The bar's colour; the primary unless given. */
  color?: string;
  'aria-label': string;
}

/** antd's small line Progress in plain CSS: a 6px bar and its text after it. */
export function PlainProgress({ percent, label = `${percent}%`, color, 'aria-label': ariaLabel }: PlainProgressProps) {
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={ariaLabel}
    >
      <div className={styles.rail}>
        <div className={styles.track} style={{ width: `${percent}%`, background: color }} />
      </div>
      <span className={styles.indicator}>{label}</span>
    </div>
  );
}
