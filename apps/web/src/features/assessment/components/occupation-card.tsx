import { RightOutlined } from '@ant-design/icons';
import type { OccupationMatch } from '@lucina/contracts';
import { PlainTag } from '@/components/ui/plain-tag';
import { surveyPaths } from '@/config/paths';
import { assessmentText } from '../locale';
import { FitTag } from './fit-tag';
import { GuardedLink } from '@/components/ui/guarded-link';
import { HollandLetters } from './holland-letters';
import { MatchReason } from './match-reason';
import styles from './report.module.css';

const MAJORS_SHOWN = 3;

/** A top match as a card; the whole card links to the occupation page. */
export function OccupationCard({ occupation: o, recordId }: { occupation: OccupationMatch; recordId: string }) {
  return (
    <GuardedLink page="occupation" to={surveyPaths.occupation(o.code, recordId)} className={styles.occupationCard}>
      <header className={styles.occupationHead}>
        <span className={styles.rankBadge}>#{o.rank}</span>
        <FitTag fit={o.fit} label={assessmentText.result.fitPlain[o.fit]} />
      </header>
      <strong className={styles.occupationTitle}>{o.titleZh}</strong>
      <HollandLetters code={o.hollandCode} />
      <MatchReason occupation={o} />
      <p className={styles.occupationSummary}>{o.summaryZh}</p>
      {o.majors.length > 0 && (
        <div className={styles.keywords}>
          {o.majors.slice(0, MAJORS_SHOWN).map((m) => (
            <PlainTag key={m} color="purple">
              {m}
            </PlainTag>
          ))}
        </div>
      )}
      <span className={styles.cardArrow} aria-hidden="true">
        <RightOutlined />
      </span>
    </GuardedLink>
  );
}
