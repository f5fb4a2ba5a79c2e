import { useTypeLabels } from '../api/get-type-labels';
import { assessmentText } from '../locale';
import { TypeLetter } from './type-letter';
import styles from './report.module.css';

const t = assessmentText.result;

/** Under the hexagon: what each of its six axes stands for, in the chart's order. */
export function TypeLegend({ recordId }: { recordId: string }) {
  const labels = useTypeLabels(recordId).data;
  if (!labels) return null;
  return (
    <ul className={styles.legend} aria-label={t.legendLabel}>
      {labels.map((label) => (
        <li key={label.type} className={styles.legendItem}>
          <TypeLetter type={label.type} size="sm" />
          <span className={styles.legendText}>
            <strong>
              {label.nameZh} <span className={styles.legendPercent}>{label.percent}%</span>
            </strong>
            <span className={styles.legendKeywords}>{label.keywordsZh.join('、')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
