import { BulbOutlined } from '@ant-design/icons';
import { RIASEC_TYPES } from '@lucina/contracts';
import { PlainTag } from '@/components/ui/plain-tag';
import { Paragraph, Title } from '@/components/ui/plain-typography';
import { assessmentText, riasecIntro } from '../locale';
import { estimatedMinutes } from '../utils/survey-actions';
import { TypeLetter } from './type-letter';
import styles from './index.module.css';

const t = assessmentText.index;

export function IntroHero({ questionCount }: { questionCount: number }) {
  return (
    <section className={styles.hero} aria-labelledby="survey-intro-title">
      <div className={styles.heroText}>
        <PlainTag color="purple" className={styles.eyebrow}>
          {t.eyebrow}
        </PlainTag>
        <Title level={1} id="survey-intro-title" className={styles.title}>
          {t.title}
        </Title>
        <Paragraph className={styles.lead}>{t.lead}</Paragraph>
        <ul className={styles.facts}>
          {t.facts(questionCount, estimatedMinutes(questionCount)).map((fact) => (
            <li key={fact.label} className={styles.fact}>
              <strong>{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
        <p className={styles.tip}>
          <BulbOutlined aria-hidden="true" /> {t.tip}
        </p>
      </div>
      <div className={styles.typesPanel}>
        <Title level={2} className={styles.panelTitle}>
          {t.typesTitle}
        </Title>
        <ul className={styles.types}>
          {RIASEC_TYPES.map((type) => (
            <li key={type} className={styles.typeItem}>
              <TypeLetter type={type} />
              <span>
                <strong>{riasecIntro[type].name}</strong>
                <span className={styles.typeFocus}>{riasecIntro[type].focus}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
