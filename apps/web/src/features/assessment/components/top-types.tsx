import type { SurveyResultDetail } from '@lucina/contracts';
import { PlainProgress } from '@/components/ui/plain-progress';
import { PlainTag } from '@/components/ui/plain-tag';
import { Paragraph, Title } from '@/components/ui/plain-typography';
import { assessmentText } from '../locale';
import { typeColors } from '../utils/type-colors';
import { TypeLetter } from './type-letter';
import styles from './report.module.css';

const t = assessmentText.result;

/** The three highest types: name, percent, keywords and a short description. */
export function TopTypes({ types }: { types: SurveyResultDetail['topTypes'] }) {
  return (
    <section aria-labelledby="report-top-types">
      <Title level={2} id="report-top-types" className={styles.sectionTitle}>
        {t.topTypesTitle}
      </Title>
      <div className={styles.grid3}>
        {types.map((type) => (
          <article key={type.type} className={styles.panel}>
            <header className={styles.typeHead}>
              <TypeLetter type={type.type} size="md" solid />
              <div className={styles.typeName}>
                <strong>{type.nameZh}</strong>
                <span lang="en">{type.nameEn}</span>
              </div>
              <span className={styles.typeRank}>{t.rankLabel(type.rank)}</span>
            </header>
            <PlainProgress
              percent={type.percent}
              aria-label={`${type.nameZh} ${type.percent}%`}
              color={typeColors(type.type).solid}
            />
            <div className={styles.keywords}>
              {type.keywordsZh.map((k) => (
                <PlainTag key={k}>{k}</PlainTag>
              ))}
            </div>
            <Paragraph className={styles.bodyText}>{type.summaryZh}</Paragraph>
          </article>
        ))}
      </div>
    </section>
  );
}
