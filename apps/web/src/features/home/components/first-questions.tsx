import { ArrowRightOutlined } from '@ant-design/icons';
import { SkeletonBlock } from '@/components/ui/skeleton-block';
import { useInduceMessage } from '../api/home-data';
import { homeText as t } from '../locale';
import styles from './home.module.css';

/**
 * The planner's first questions (SPEC §7 induceMessage), chosen from the user's latest test result and
 * needs survey, and what they were chosen from; a click asks the question.
 */
export function FirstQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  const induce = useInduceMessage();
  // Without them the input and the entries below still work; the request layer stays quiet.
  if (induce.isError) return null;
  const data = induce.data;
  const basis = data
    ? [...(data.basis.hollandCode ? [t.basisCode(data.basis.hollandCode)] : []), ...data.basis.tags]
    : [];

  return (
    <section className={styles.firstQuestions} aria-labelledby="first-questions-title">
      <div className={styles.questionsHead}>
        <h2 id="first-questions-title" className={`${styles.title} ${styles.questionsTitle}`}>
          {t.questionsTitle}
        </h2>
        {basis.length > 0 && (
          <p className={styles.basis}>
            <span>{t.basisLabel}</span>
            {basis.map((item) => (
              <span key={item} className={styles.basisTag}>
                {item}
              </span>
            ))}
          </p>
        )}
      </div>
      <ul className={styles.questions}>
        {data
          ? data.questions.map((question) => (
              <li key={question}>
                <button type="button" className={styles.question} onClick={() => onAsk(question)}>
                  <span>{question}</span>
                  <ArrowRightOutlined aria-hidden="true" />
                </button>
              </li>
            ))
          : [0, 1, 2, 3].map((i) => (
              <li key={i} className={styles.questionPlaceholder}>
                <SkeletonBlock className={styles.questionSkeleton} />
              </li>
            ))}
      </ul>
    </section>
  );
}
