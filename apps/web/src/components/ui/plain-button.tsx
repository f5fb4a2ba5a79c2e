import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './plain-button.module.css';

type Variant = 'default' | 'primary' | 'text' | 'link';
type Shape = 'default' | 'round' | 'circle' | 'icon';

// As antd does: a label of exactly two Chinese characters gets a space between them (登 录).
const TWO_CJK = /^[\u4e00-\u9fa5]{2}$/;
const spaced = (children: ReactNode) =>
  typeof children === 'string' && TWO_CJK.test(children) ? children.split('').join(' ') : children;

/** A button drawn like antd's, for the first screens that load no antd (PLAIN_PAGES in app/router.tsx). */
export function PlainButton({
  variant = 'text',
  shape = 'default',
  className,
  size = 'middle',
  type = 'button',
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; shape?: Shape; size?: 'small' | 'middle' }) {
  const classes = [
    styles.button,
    styles[variant],
    shape === 'round' && styles.round,
    shape === 'circle' && styles.circle,
    shape === 'icon' && styles.iconOnly,
    size === 'small' && styles.small,
    className,
  ];
  return (
    <button type={type} className={classes.filter(Boolean).join(' ')} {...rest}>
      {spaced(children)}
    </button>
  );
}
