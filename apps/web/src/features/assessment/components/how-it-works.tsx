import { Title } from '@/components/ui/plain-typography';
import { assessmentText } from '../locale';
import styles from './index.module.css';

const t = assessmentText.index;

export function HowItWorks() {
  return (
    <section aria-labelledby="survey-how-title">
      <Title level={2} id="survey-how-title" className={styles.sectionTitle}>
        {t.howTitle}
      </Title>
      <ol className={styles.steps}>
        {t.how.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNo} aria-hidden="true">
              {i + 1}
            </span>
            <strong>{step.title}</strong>
            <span className={styles.stepText}>{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
