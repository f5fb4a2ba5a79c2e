import { useId } from 'react';
import { shellText } from '@/config/locale';
import styles from './logo.module.css';

/** Brand mark: an "L" stroke reaching a guiding star, in the primary gradient. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--ant-color-primary-border-hover)' }} />
          <stop offset="1" style={{ stopColor: 'var(--ant-color-primary)' }} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M22 16v26a6 6 0 0 0 6 6h16"
        fill="none"
        style={{ stroke: 'var(--ant-color-white)' }}
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="44" cy="20" r="5" style={{ fill: 'var(--ant-color-white)' }} />
    </svg>
  );
}

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.logo}>
      <LogoMark />
      {!compact && <span className={styles.wordmark}>{shellText.brand}</span>}
    </span>
  );
}
