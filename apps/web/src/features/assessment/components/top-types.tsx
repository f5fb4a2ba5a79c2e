import { Progress, Tag, Typography, theme } from 'antd';
import type { SurveyResultDetail } from '@lucina/contracts';
import { assessmentText } from '../locale';
import { typeColors } from '../utils/type-colors';
import { TypeLetter } from './type-letter';
import styles from './report.module.css';

const t = assessmentText.result;

/** The three highest types: name, percent, keywords and a short description. */
export function TopTypes({ types }: { types: SurveyResultDetail['topTypes'] }) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="report-top-types">
      <Typography.Title level={2} id="report-top-types" className={styles.sectionTitle}>
        {t.topTypesTitle}
      </Typography.Title>
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
            <Progress
              percent={type.percent}
              format={(p) => `${p}%`}
              status="normal"
              aria-label={`${type.nameZh} ${type.percent}%`}
              strokeColor={typeColors(type.type, token).solid}
              size="small"
            />
            <div className={styles.keywords}>
              {type.keywordsZh.map((k) => (
                <Tag key={k} variant="filled">
                  {k}
                </Tag>
              ))}
            </div>
            <Typography.Paragraph className={styles.bodyText}>{type.summaryZh}</Typography.Paragraph>
          </article>
        ))}
      </div>
    </section>
  );
}
