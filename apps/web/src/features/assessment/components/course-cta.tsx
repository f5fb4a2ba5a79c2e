import { ReadOutlined, RightOutlined } from '@ant-design/icons';
import { surveyPaths } from '@/config/paths';
import { assessmentText } from '../locale';
import { GuardedLink } from '@/components/ui/guarded-link';
import styles from './report.module.css';

const t = assessmentText.result;

/** From the report to the course suggestions. */
export function CourseCta({ recordId }: { recordId: string }) {
  return (
    <GuardedLink page="course" to={surveyPaths.course(recordId)} className={styles.courseCta}>
      <span className={styles.courseIcon} aria-hidden="true">
        <ReadOutlined />
      </span>
      <span className={styles.courseText}>
        <strong>{t.courseCta}</strong>
        <span>{t.courseCtaText}</span>
      </span>
      <RightOutlined aria-hidden="true" />
    </GuardedLink>
  );
}
