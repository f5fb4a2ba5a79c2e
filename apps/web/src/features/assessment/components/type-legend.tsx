import { useTypeLabels } from '../api/get-type-labels';
import { assessmentText } from '../locale';
import { TypeLetter } from './type-letter';
import styles from './report.module.css';

const t = assessmentText.result;
/** The legend names each type in a few words; the full keywords are in the type sections below. */
const LEGEND_KEYWORDS = 4;

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
            <span className={styles.legendKeywords}>{label.keywordsZh.slice(0, LEGEND_KEYWORDS).join('、')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
