import { Tag, Typography } from 'antd';
import type { SurveyResultDetail } from '@lucina/contracts';
import { assessmentText } from '../locale';
import styles from './report.module.css';

const t = assessmentText.result;
type Full = NonNullable<SurveyResultDetail['full']>;

const LEVEL_COLOR = { high: 'green', medium: 'gold', low: 'volcano', undetermined: 'default' } as const;

/** Consistency (hexagon distance of the top two) and differentiation (spread of the six). */
export function ProfileShape({ consistency, differentiation }: Pick<Full, 'consistency' | 'differentiation'>) {
  const cards = [
    {
      key: 'consistency',
      title: t.consistencyTitle,
      level: consistency.level,
      levelZh: consistency.levelZh,
      meta: consistency.topPair,
      text: consistency.explanationZh,
    },
    {
      key: 'differentiation',
      title: t.differentiationTitle,
      level: differentiation.level,
      levelZh: differentiation.levelZh,
      meta: t.spread(differentiation.spread),
      text: differentiation.explanationZh,
    },
  ];
  return (
    <section className={styles.grid2} aria-label={`${t.consistencyTitle}、${t.differentiationTitle}`}>
      {cards.map((c) => (
        <article key={c.key} className={styles.panel}>
          <header className={styles.shapeHead}>
            <Typography.Title level={3} className={styles.shapeTitle}>
              {c.title}
            </Typography.Title>
            <Tag color={LEVEL_COLOR[c.level]} variant="filled">
              {c.levelZh}
            </Tag>
            <span className={styles.collapseMeta}>{c.meta}</span>
          </header>
          <Typography.Paragraph className={styles.bodyText}>{c.text}</Typography.Paragraph>
        </article>
      ))}
    </section>
  );
}
