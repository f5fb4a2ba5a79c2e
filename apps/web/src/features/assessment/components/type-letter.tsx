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
  const c = typeColors(type);
  return (
    <span
      className={`${styles.letter} ${styles[`letter-${size}`]}`}
      style={solid ? { background: c.solid, color: '#fff' } : { background: c.soft, color: c.solid }}
      aria-hidden="true"
    >
      {type}
    </span>
  );
}
