import type { RiasecType } from '@lucina/contracts';
import { assessmentText } from '../locale';
import styles from './report.module.css';

export interface RadarScore {
  type: RiasecType;
  nameZh: string;
  percent: number;
  raw?: number;
  max?: number;
  rank?: number;
}

const t = assessmentText.result;

/** The chart's numbers as a table, folded away under a toggle (the text alternative to the SVG). */
export function ScoreTable({ scores }: { scores: readonly RadarScore[] }) {
  return (
    <details className={styles.scoreDetails}>
      <summary>{t.showTable}</summary>
      <table className={styles.scoreTable}>
        <thead>
          <tr>
            <th scope="col">{t.table.type}</th>
            <th scope="col">{t.table.score}</th>
            <th scope="col">{t.table.percent}</th>
            <th scope="col">{t.table.rank}</th>
          </tr>
        </thead>
        <tbody>
          {scores.map((s) => (
            <tr key={s.type}>
              <th scope="row">
                {s.nameZh} {s.type}
              </th>
              <td>{s.raw !== undefined && s.max !== undefined ? `${s.raw} / ${s.max}` : '—'}</td>
              <td>{s.percent}%</td>
              <td>{s.rank ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
