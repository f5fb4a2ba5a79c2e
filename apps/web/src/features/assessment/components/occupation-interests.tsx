import { theme } from 'antd';
import type { OccupationDetail } from '@lucina/contracts';
import { assessmentText } from '../locale';
import { typeColors } from '../utils/type-colors';
import { TypeLetter } from './type-letter';
import styles from './occupation-fit.module.css';

const t = assessmentText.occupation;
/** O*NET rates interests 1–7. */
const MAX_SCORE = 7;

/** The occupation's six O*NET interest scores as bars, the letters of its Holland code marked. */
export function OccupationInterests({
  occupation: o,
  className,
}: {
  occupation: OccupationDetail;
  className?: string;
}) {
  const { token } = theme.useToken();
  const label = o.interests.map((i) => `${i.nameZh} ${i.type} ${i.score.toFixed(1)}`).join('，');
  return (
    <section className={className} aria-labelledby="occupation-interests">
      <h2 id="occupation-interests" className={styles.heading}>
        {t.interestsTitle}
      </h2>
      <ul className={styles.bars} aria-label={t.interestsLabel(label)}>
        {o.interests.map((i) => {
          const inCode = o.hollandCode.includes(i.type);
          return (
            <li key={i.type} className={inCode ? styles.barInCode : styles.bar}>
              <TypeLetter type={i.type} size="sm" solid={inCode} />
              <span className={styles.barName}>{i.nameZh}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span
                  className={styles.barFill}
                  style={{
                    width: `${(100 * i.score) / MAX_SCORE}%`,
                    background: inCode ? typeColors(i.type).solid : token.colorFillSecondary,
                  }}
                />
              </span>
              <span className={styles.barScore}>{i.score.toFixed(1)}</span>
            </li>
          );
        })}
      </ul>
      <p className={styles.hint}>{t.interestsHint(o.hollandCode)}</p>
    </section>
  );
}
