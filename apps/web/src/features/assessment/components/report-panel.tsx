import type { ReactNode } from 'react';
import { Typography } from 'antd';
import styles from './report.module.css';

/** A panel of the report's extras: its title names the region, a hint says what it holds. */
export function ReportPanel({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title} data-testid={testId}>
      <Typography.Title level={2} className={styles.sectionTitle}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.sectionHint}>
        {hint}
      </Typography.Paragraph>
      {children}
    </section>
  );
}
