import { useState } from 'react';
import type { OccupationMatch } from '@lucina/contracts';
import { PlainAlert } from '@/components/ui/plain-alert';
import { Paragraph, Title } from '@/components/ui/plain-typography';
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
  // The thresholds and the numbers they rest on are there for whoever asks, not on the first screen.
  const [howOpen, setHowOpen] = useState(false);
  return (
    <section aria-labelledby="report-top-occupations">
      <Title level={2} id="report-top-occupations" className={styles.sectionTitle}>
        {t.topOccupationsTitle}
      </Title>
      <Paragraph type="secondary" className={styles.sectionHint}>
        {t.topOccupationsHint}{' '}
        <button
          type="button"
          className={styles.howLink}
          aria-expanded={howOpen}
          aria-controls="report-fit-legend"
          onClick={() => setHowOpen((open) => !open)}
        >
          {t.howCalculated}
        </button>
      </Paragraph>
      {howOpen && (
        <Paragraph type="secondary" id="report-fit-legend" className={styles.fitLegend}>
          {t.fitLegend}
        </Paragraph>
      )}
      {note && <PlainAlert type="info" title={note} className={styles.note} />}
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
