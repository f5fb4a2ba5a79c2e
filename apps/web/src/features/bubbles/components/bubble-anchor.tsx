import type { ReactNode } from 'react';
import { HeaderBubbles } from './header-bubbles';
import styles from './bubbles.module.css';

/** Wraps the header avatar so the bubbles point at it. */
export function BubbleAnchor({ children }: { children: ReactNode }) {
  return (
    <span className={styles.anchor}>
      {children}
      <HeaderBubbles />
    </span>
  );
}
