import type { ReactNode } from 'react';
import styles from './plain-typography.module.css';

type Tone = 'secondary';
interface TypographyProps {
  id?: string;
  className?: string;
  type?: Tone;
  children: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** antd's Typography.Title drawn in plain CSS (its sizes per level, weight and margins), for antd-free first screens. */
export function Title({ level = 1, id, className, children }: Omit<TypographyProps, 'type'> & { level?: 1 | 2 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={classes(styles.typography, styles.title, styles[`h${level}`], className)}>
      {children}
    </Heading>
  );
}

/** antd's Typography.Paragraph: a block with 1em below it. */
export function Paragraph({ id, className, type, children }: TypographyProps) {
  return (
    <div id={id} className={classes(styles.typography, styles.paragraph, type && styles[type], className)}>
      {children}
    </div>
  );
}

/** antd's Typography.Text: inline text, secondary in the description grey. */
export function Text({ className, type, children }: Omit<TypographyProps, 'id'>) {
  return <span className={classes(styles.typography, type && styles[type], className)}>{children}</span>;
}
