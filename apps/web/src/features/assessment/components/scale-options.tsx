import { assessmentText } from '../locale';
import styles from './flow.module.css';

export interface ScaleOption {
  value: number;
  label: string;
}

interface ScaleOptionsProps {
  scale: readonly ScaleOption[];
  value: number | undefined;
  onChoose: (value: number) => void;
  disabled?: boolean;
}

/** The five-point scale as large tiles: a row on wide screens, a stack on phones. */
export function ScaleOptions({ scale, value, onChoose, disabled = false }: ScaleOptionsProps) {
  return (
    <div role="group" aria-label={assessmentText.flow.optionsLabel} className={styles.options}>
      {scale.map((option, i) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            disabled={disabled}
            className={selected ? `${styles.option} ${styles.optionSelected}` : styles.option}
            onClick={() => onChoose(option.value)}
          >
            <span className={styles.optionKey} aria-hidden="true">
              {option.value}
            </span>
            {/* Dots grow with the degree of liking, so the scale reads at a glance. */}
            <span className={styles.optionDots} aria-hidden="true">
              {scale.map((o, j) => (
                <span key={o.value} className={j <= i ? styles.dotOn : styles.dot} />
              ))}
            </span>
            <span className={styles.optionLabel}>{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
