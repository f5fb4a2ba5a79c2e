import type { OccupationMatch } from '@lucina/contracts';
import { assessmentText, riasecIntro } from '../locale';
import styles from './report.module.css';

const t = assessmentText.result;

/** Why a match fits: the interests it shares with the user, how close the profiles are, the preparation it needs. */
export function MatchReason({ occupation: o }: { occupation: OccupationMatch }) {
  const shared = o.sharedTypes.map((type) => `${riasecIntro[type].name} ${type}`).join('、');
  return (
    <ul className={styles.matchReason} aria-label="匹配原因">
      <li>{shared ? t.whyShared(shared) : t.whyNoShared}</li>
      <li>{t.similarity(o.correlation)}</li>
      <li>{t.whyZone(o.jobZone, o.jobZoneNameZh)}</li>
    </ul>
  );
}
