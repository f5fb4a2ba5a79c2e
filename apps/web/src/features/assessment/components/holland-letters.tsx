import type { RiasecType } from '@lucina/contracts';
import { RIASEC_TYPES } from '@lucina/contracts';
import { TypeLetter } from './type-letter';
import styles from './report.module.css';

const isType = (c: string): c is RiasecType => (RIASEC_TYPES as readonly string[]).includes(c);

/** An occupation's Holland code as small coloured letters, with the code as its accessible text. */
export function HollandLetters({ code, size = 'sm' }: { code: string; size?: 'sm' | 'md' }) {
  return (
    <span className={styles.letters} role="img" aria-label={code}>
      {[...code].filter(isType).map((c) => (
        <TypeLetter key={c} type={c} size={size} />
      ))}
    </span>
  );
}
