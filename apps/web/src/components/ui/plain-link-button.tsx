import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import large from './plain-button-large.module.css';
import styles from './plain-button.module.css';

// As antd (and plain-button.tsx) do: a label of exactly two Chinese characters gets a space between them. A copy, not
// an import: plain-button.tsx is in /home's first chunk, where each export is bytes.
const TWO_CJK = /^[\u4e00-\u9fa5]{2}$/;
const spaced = (children: ReactNode) =>
  typeof children === 'string' && TWO_CJK.test(children) ? children.split('').join(' ') : children;

interface PlainLinkButtonProps {
  to: string;
  /** Runs first; preventing the default keeps the link from navigating (e.g. a visitor is asked to log in). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  variant?: 'default' | 'primary' | 'link';
  shape?: 'default' | 'round';
  size?: 'middle' | 'large';
  className?: string;
  children: ReactNode;
}

/** LinkButton (link-button.tsx) without antd: a router link drawn like antd's button (plain-button.tsx), one <a>. */
export function PlainLinkButton({
  to,
  onClick,
  variant = 'default',
  shape = 'default',
  size = 'middle',
  className,
  children,
}: PlainLinkButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    shape === 'round' && styles.round,
    size === 'large' && large.large,
    className,
  ];
  return (
    <Link to={to} onClick={onClick} className={classes.filter(Boolean).join(' ')}>
      {spaced(children)}
    </Link>
  );
}
