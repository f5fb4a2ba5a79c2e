import { Collapse, Typography } from 'antd';
import type { SurveyResultDetail } from '@lucina/contracts';
import { assessmentText } from '../locale';
import { TypeLetter } from './type-letter';
import styles from './report.module.css';

const t = assessmentText.result;
type Interpretation = NonNullable<SurveyResultDetail['full']>['types'][number];

function Body({ type }: { type: Interpretation }) {
  return (
    <div className={styles.interpretation}>
      <Typography.Paragraph className={styles.bodyText}>{type.interpretationZh}</Typography.Paragraph>
      <div className={styles.grid3}>
        <div className={styles.subPanel}>
          <strong>{t.strengths}</strong>
          <ul>
            {type.strengthsZh.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        <div className={styles.subPanel}>
          <strong>{t.workEnv}</strong>
          <p>{type.workEnvZh}</p>
        </div>
        <div className={styles.subPanel}>
          <strong>{t.watchOut}</strong>
          <p>{type.watchOutZh}</p>
        </div>
      </div>
    </div>
  );
}

/** All six types, highest first; the first is open, the rest a tap away. */
export function TypeInterpretations({ types }: { types: readonly Interpretation[] }) {
  return (
    <section className={styles.panel} aria-labelledby="report-types">
      <Typography.Title level={2} id="report-types" className={styles.sectionTitle}>
        {t.typesTitle}
      </Typography.Title>
      <Collapse
        ghost
        defaultActiveKey={types[0] ? [types[0].type] : []}
        items={types.map((type) => ({
          key: type.type,
          label: (
            <span className={styles.collapseLabel}>
              <TypeLetter type={type.type} size="sm" solid={type.rank <= 3} />
              <strong>{type.nameZh}</strong>
              <span className={styles.collapseMeta}>
                {t.rankLabel(type.rank)} · {type.percent}%
              </span>
            </span>
          ),
          children: <Body type={type} />,
        }))}
      />
    </section>
  );
}
