import type { OccupationMatch } from '@lucina/contracts';
import { assessmentText, riasecIntro } from '../locale';
import styles from './report.module.css';

const t = assessmentText.result;

/**
 * Why a match fits, in plain words: the interests it shares with the user, its tie to their major or industry,
 * the preparation it needs. The numbers behind it (r, the Job Zone) are in the section's 「怎么算的」.
 */
export function MatchReason({ occupation: o }: { occupation: OccupationMatch }) {
  const shared = o.sharedTypes.map((type) => riasecIntro[type].name).join('、');
  return (
    <ul className={styles.matchReason} aria-label="匹配原因">
      <li>{shared ? t.whyShared(shared) : t.whyNoShared}</li>
      {o.relatedZh && <li className={styles.related}>{o.relatedZh}</li>}
      <li>{t.whyZone(o.jobZoneNameZh)}</li>
    </ul>
  );
}
