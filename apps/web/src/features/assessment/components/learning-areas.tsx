import { Tag } from 'antd';
import type { SurveyResultDetail } from '@lucina/contracts';
import { assessmentText, learningAreas } from '../locale';
import { TypeLetter } from './type-letter';
import styles from './occupation.module.css';

/** Broad learning areas for each of the top three types (directions, not products). */
export function LearningAreas({ types }: { types: SurveyResultDetail['topTypes'] }) {
  return (
    <div className={`${styles.grid} ${styles.grid3}`}>
      {types.map((type) => (
        <article key={type.type} className={styles.panel}>
          <header className={styles.areaHead}>
            <TypeLetter type={type.type} size="md" solid />
            <strong>{type.nameZh}</strong>
          </header>
          <p className={styles.text}>{assessmentText.course.typeWhy(type.nameZh, type.percent)}</p>
          <div className={`${styles.tags} ${styles.areaTags}`}>
            {learningAreas[type.type].map((area) => (
              <Tag key={area} variant="filled" color="purple">
                {area}
              </Tag>
            ))}
          </div>
        </article>
      ))}
    </div>
  );
}
