import type { CSSProperties, ReactNode } from 'react';
import styles from './plain-tag.module.css';

/** The colours the antd-free pages use: antd's status tags and preset palettes, drawn filled. */
export type PlainTagColor = 'default' | 'processing' | 'success' | 'warning' | 'purple' | 'green' | 'geekblue' | 'gold';

interface PlainTagProps {
  color?: PlainTagColor;
  icon?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** antd's filled Tag (`variant="filled"`) in plain CSS. */
export function PlainTag({ color = 'default', icon, className, style, children }: PlainTagProps) {
  const classes = [styles.tag, styles[color], className].filter(Boolean).join(' ');
  return (
    <span className={classes} style={style}>
      {icon}
      {icon ? <span>{children}</span> : children}
    </span>
  );
}
