import type { SurveyResultDetail } from '@lucina/contracts';
import { surveyPaths } from '@/config/paths';
import { assessmentText } from '../locale';
import type { MajorSuggestion } from '../utils/course-suggestions';
import { GuardedLink } from '@/components/ui/guarded-link';
import type { JobZoneInfo } from './job-zone-filter';
import { TypeLetter } from './type-letter';
import styles from './occupation.module.css';

const t = assessmentText.course;
const TITLES_IN_TEXT = 2;

interface MajorCardsProps {
  recordId: string;
  majors: readonly MajorSuggestion[];
  jobZones: readonly JobZoneInfo[];
  report: SurveyResultDetail;
}

/** One card per recurring major: why it fits, the matched occupations behind it, the usual level. */
export function MajorCards({ recordId, majors, jobZones, report }: MajorCardsProps) {
  const nameOf = new Map(report.scores.map((s) => [s.type, s.nameZh]));
  return (
    <div className={styles.grid}>
      {majors.map((m) => {
        const titles = m.occupations.slice(0, TITLES_IN_TEXT).map((o) => o.titleZh);
        const zone = jobZones.find((z) => z.jobZone === m.jobZone);
        return (
          <article key={m.major} className={styles.panel}>
            <header className={styles.majorHead}>
              <strong className={styles.majorName}>{m.major}</strong>
              <span className={styles.letters}>
                {m.types.map((type) => (
                  <TypeLetter key={type} type={type} size="sm" />
                ))}
              </span>
            </header>
            <p className={styles.text}>
              {t.majorWhy(titles, m.occupations.length)}
              {m.types.length > 0 &&
                t.majorTypes(m.types.map((type) => nameOf.get(type)).join('、'), m.occupations.length)}
            </p>
            {zone && <p className={styles.hint}>{t.majorPrep(zone.educationZh)}</p>}
            <div className={styles.links}>
              {m.occupations.map((o) => (
                <GuardedLink key={o.code} page="occupation" to={surveyPaths.occupation(o.code, recordId)}>
                  #{o.rank} {o.titleZh}
                </GuardedLink>
              ))}
            </div>
          </article>
        );
      })}
    </div>
  );
}
