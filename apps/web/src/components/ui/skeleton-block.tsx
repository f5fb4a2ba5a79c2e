import type { CSSProperties } from 'react';
import styles from './skeleton-block.module.css';

/** A loading placeholder drawn like antd's active Skeleton, without antd. */
export function SkeletonBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={className ? `${styles.block} ${className}` : styles.block} style={style} />;
}

/** Lines of text to come (antd Skeleton's paragraph): one width per line. */
export function SkeletonLines({ widths, className }: { widths: string[]; className?: string }) {
  return (
    <ul className={className ? `${styles.lines} ${className}` : styles.lines} aria-hidden="true">
      {widths.map((width, i) => (
        <li key={i} className={styles.block} style={{ width }} />
      ))}
    </ul>
  );
}
