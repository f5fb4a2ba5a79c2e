import { Alert, Typography } from 'antd';
import type { OccupationMatch } from '@lucina/contracts';
import { assessmentText } from '../locale';
import { OccupationCard } from './occupation-card';
import styles from './report.module.css';

const t = assessmentText.result;

interface TopOccupationsProps {
  recordId: string;
  occupations: readonly OccupationMatch[];
  note: string | null;
}

/** The three best-matching occupations, each opening its occupation card. */
export function TopOccupations({ recordId, occupations, note }: TopOccupationsProps) {
  return (
    <section aria-labelledby="report-top-occupations">
      <Typography.Title level={2} id="report-top-occupations" className={styles.sectionTitle}>
        {t.topOccupationsTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.sectionHint}>
        {t.topOccupationsHint}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" className={styles.fitLegend}>
        {t.fitLegend}
      </Typography.Paragraph>
      {note && <Alert type="info" showIcon title={note} className={styles.note} />}
      {occupations.length > 0 && (
        <div className={styles.grid3}>
          {occupations.map((o) => (
            <OccupationCard key={o.code} occupation={o} recordId={recordId} />
          ))}
        </div>
      )}
    </section>
  );
}
