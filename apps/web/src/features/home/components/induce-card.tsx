import { Skeleton, Tag, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { LogoMark } from '@/components/ui/logo';
import { useInduceMessage } from '../api/home-data';
import { homeText as t } from '../locale';
import styles from './home.module.css';

/**
 * The planner's opening message (SPEC §7 induceMessage): a greeting and first questions chosen from the
 * user's latest test result and needs survey; a click asks the question.
 */
export function InduceCard({ plannerName, onAsk }: { plannerName?: string; onAsk: (question: string) => void }) {
  const induce = useInduceMessage();
  // Without it the input and the entries below still work; the request layer stays quiet.
  if (induce.isError) return null;
  const data = induce.data;
  const basis = data
    ? [...(data.basis.hollandCode ? [t.basisCode(data.basis.hollandCode)] : []), ...data.basis.tags]
    : [];

  return (
    <section className={styles.induce} aria-labelledby="induce-title">
      <header className={styles.induceHead}>
        <span className={styles.plannerAvatar}>
          <LogoMark size={32} />
        </span>
        <strong className={styles.plannerName}>{plannerName ?? t.plannerName}</strong>
      </header>
      {data ? (
        <>
          <Typography.Paragraph className={styles.induceGreeting}>{data.greeting}</Typography.Paragraph>
          {basis.length > 0 && (
            <p className={styles.basis}>
              <span>{t.basisLabel}</span>
              {basis.map((item) => (
                <Tag key={item} bordered={false} color="purple" className={styles.basisTag}>
                  {item}
                </Tag>
              ))}
            </p>
          )}
        </>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} className={styles.induceGreeting} />
      )}
      <Typography.Title level={2} id="induce-title" className={styles.questionsTitle}>
        {t.questionsTitle}
      </Typography.Title>
      <ul className={styles.questions}>
        {(data?.questions ?? []).map((question) => (
          <li key={question}>
            <button type="button" className={styles.question} onClick={() => onAsk(question)}>
              <span>{question}</span>
              <ArrowRightOutlined aria-hidden="true" />
            </button>
          </li>
        ))}
        {!data &&
          [0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.questionPlaceholder}>
              <Skeleton.Button active block />
            </li>
          ))}
      </ul>
    </section>
  );
}
