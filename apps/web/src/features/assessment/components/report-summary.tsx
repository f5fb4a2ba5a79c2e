import { RIASEC_TYPES, type RiasecType, type SurveyResultDetail } from '@lucina/contracts';
import { PlainAlert } from '@/components/ui/plain-alert';
import { Title } from '@/components/ui/plain-typography';
import { formatTime } from '@/lib/format-date';
import { assessmentText } from '../locale';
import { RiasecRadar } from './riasec-radar';
import { TypeLegend } from './type-legend';
import { TypeLetter } from './type-letter';
import styles from './report.module.css';

const t = assessmentText.result;
const isType = (c: string): c is RiasecType => (RIASEC_TYPES as readonly string[]).includes(c);

/** The Holland code, big, with the tie note; beside it the hexagon of the six scores. */
export function ReportSummary({ detail }: { detail: SurveyResultDetail }) {
  const nameOf = new Map(detail.scores.map((s) => [s.type, s.nameZh]));
  const letters = [...detail.hollandCode].filter(isType);
  const submitted = detail.record.submitTime;
  return (
    <section className={styles.summary} aria-labelledby="report-code-title">
      <div className={styles.codePanel}>
        <Title level={1} id="report-code-title" className={styles.codeTitle}>
          {t.codeTitle}
        </Title>
        <p
          className={styles.code}
          aria-label={`${detail.hollandCode}：${letters.map((l) => nameOf.get(l)).join('、')}`}
        >
          {letters.map((l) => (
            <span key={l} className={styles.codeLetter}>
              <TypeLetter type={l} size="lg" solid />
              <span className={styles.codeName}>{nameOf.get(l)}</span>
            </span>
          ))}
        </p>
        <p className={styles.codeMeaning}>{t.codeMeaning(letters.map((l) => nameOf.get(l) ?? l))}</p>
        {detail.tieNoteZh && <PlainAlert type="info" title={detail.tieNoteZh} className={styles.tieNote} />}
        {submitted && <p className={styles.submitted}>{t.submittedAt(formatTime(submitted, 'minute'))}</p>}
      </div>
      <div className={styles.chartPanel}>
        <Title level={2} className={styles.panelHeading}>
          {t.chartTitle}
        </Title>
        <RiasecRadar scores={detail.scores} />
        <TypeLegend recordId={detail.record.id} />
      </div>
    </section>
  );
}
