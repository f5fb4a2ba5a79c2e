import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { useInformationCollection, useLoginBootTest } from '@/features/onboarding';
import { formatTime } from '@/lib/format-date';
import { personalText } from '../locale';
import styles from './personal-info.module.css';

const t = personalText.background;

/**
 * What the user told the profile-collection pop-up (read-only: answers cannot change after submitting,
 * SPEC §5). Shown only once submitted; the planner's answers draw on it.
 */
export function BackgroundInfo() {
  const submittedId = useLoginBootTest(true).data?.submittedId;
  const collection = useInformationCollection(submittedId);
  if (!submittedId || collection.isError) return null;
  const data = collection.data;

  return (
    <Card
      className={styles.card}
      title={
        <Typography.Title level={2} className={styles.cardTitle}>
          {t.title}
        </Typography.Title>
      }
      extra={data && <span className={styles.cardMeta}>{t.submittedAt(formatTime(data.createTime, 'day'))}</span>}
    >
      {data ? (
        <>
          <Typography.Paragraph type="secondary" className={styles.cardHint}>
            {t.hint}
          </Typography.Paragraph>
          {/* The labels are questions: each sits above its answer, without a colon after the question mark. */}
          <Descriptions
            layout="vertical"
            colon={false}
            column={{ xs: 1, sm: 1, md: 2 }}
            items={data.answers.map((a) => ({ key: a.questionId, label: a.title, children: a.display || t.empty }))}
          />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
