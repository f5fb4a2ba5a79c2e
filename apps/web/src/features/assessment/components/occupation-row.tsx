import { RightOutlined } from '@ant-design/icons';
import type { OccupationMatch } from '@lucina/contracts';
import { surveyPaths } from '@/config/paths';
import { assessmentText } from '../locale';
import { FitTag } from './fit-tag';
import { GuardedLink } from '@/components/ui/guarded-link';
import { HollandLetters } from './holland-letters';
import styles from './report.module.css';

/** One ranked match in the full list; the row links to the occupation page. */
export function OccupationRow({ occupation: o, recordId }: { occupation: OccupationMatch; recordId: string }) {
  return (
    <li>
      <GuardedLink page="occupation" to={surveyPaths.occupation(o.code, recordId)} className={styles.row}>
        <span className={styles.rowRank}>{o.rank}</span>
        <span className={styles.rowTitle}>
          <strong>{o.titleZh}</strong>
          {o.relatedZh && <span>{o.relatedZh}</span>}
        </span>
        <span className={styles.rowMeta}>
          <HollandLetters code={o.hollandCode} />
          <span className={styles.rowZone}>{o.jobZoneNameZh}</span>
        </span>
        <FitTag fit={o.fit} label={assessmentText.result.fitPlain[o.fit]} />
        <RightOutlined className={styles.rowArrow} aria-hidden="true" />
      </GuardedLink>
    </li>
  );
}
