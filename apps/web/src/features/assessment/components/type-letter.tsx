import { theme } from 'antd';
import type { RiasecType } from '@lucina/contracts';
import { typeColors } from '../utils/type-colors';
import styles from './report.module.css';

interface TypeLetterProps {
  type: RiasecType;
  size?: 'sm' | 'md' | 'lg';
  /** Solid fill for emphasis (the Holland code); soft otherwise. */
  solid?: boolean;
}

/** A Holland type letter in its type colour. */
export function TypeLetter({ type, size = 'md', solid = false }: TypeLetterProps) {
  const { token } = theme.useToken();
  const c = typeColors(type, token);
  return (
    <span
      className={`${styles.letter} ${styles[`letter-${size}`]}`}
      style={solid ? { background: c.solid, color: token.colorWhite } : { background: c.soft, color: c.solid }}
      aria-hidden="true"
    >
      {type}
    </span>
  );
}
