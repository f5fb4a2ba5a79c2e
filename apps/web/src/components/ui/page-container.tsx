import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/** Content width and padding shared by every page inside a layout. */
export function PageContainer({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? `${styles.container} ${styles.wide}` : styles.container}>{children}</div>;
}
