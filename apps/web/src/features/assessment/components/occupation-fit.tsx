import { useState } from 'react';
import { CompassOutlined, LockOutlined } from '@ant-design/icons';
import { Pages, type OccupationFit as Fit, type RiasecType } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { surveyPaths } from '@/config/paths';
import { assessmentText, riasecIntro } from '../locale';
import { FitTag } from './fit-tag';
import { HollandLetters } from './holland-letters';
import { UnlockButton } from './unlock-button';
import styles from './occupation-fit.module.css';

const t = assessmentText.occupation;
const names = (types: readonly RiasecType[]) => types.map((x) => `${riasecIntro[x].name} ${x}`).join('、');

interface OccupationFitProps {
  fit: Fit | null;
  /** Opened from a report (its record in the address): that report's payment dialog can unlock it right here. */
  fromReport: boolean;
}

/** How the occupation fits the viewer: the match when their report shows it, locked or absent otherwise. */
export function OccupationFit({ fit, fromReport }: OccupationFitProps) {
  // The number behind the match is there for whoever asks, not on the first screen (as on the report).
  const [howOpen, setHowOpen] = useState(false);
  if (!fit)
    return (
      <section className={styles.fit} aria-labelledby="occupation-fit">
        <h2 id="occupation-fit" className={styles.heading}>
          <CompassOutlined className={styles.fitIcon} aria-hidden="true" />
          {t.fitTitle}
        </h2>
        <div className={styles.fitRow}>
          <div className={styles.fitText}>
            <strong>{t.noResult}</strong>
            <p>{t.noResultHint}</p>
          </div>
          <LinkButton to={Pages.surveyTest.path} type="primary" shape="round">
            {t.takeTest}
          </LinkButton>
        </div>
      </section>
    );

  const report = surveyPaths.result(fit.recordId);
  let action;
  if (fit.locked && fromReport) action = <UnlockButton />;
  else if (fit.locked)
    action = (
      <LinkButton to={report} type="primary" shape="round">
        {t.unlockInReport}
      </LinkButton>
    );
  else if (!fromReport)
    action = (
      <LinkButton to={report} shape="round">
        {t.viewReport}
      </LinkButton>
    );

  return (
    <section className={fit.locked ? styles.fitLocked : styles.fit} aria-labelledby="occupation-fit">
      <h2 id="occupation-fit" className={styles.heading}>
        {fit.locked && <LockOutlined className={styles.fitIcon} aria-hidden="true" />}
        {t.fitTitle}
      </h2>
      <div className={styles.fitRow}>
        <div className={styles.fitText}>
          {fit.match && (
            <div className={styles.fitMeta}>
              <FitTag fit={fit.match.fit} label={t.fit(fit.match.fitLabel)} />
              <strong>{t.rank(fit.match.rank)}</strong>
              <span>{assessmentText.result.fitPlain[fit.match.fit]}</span>
              <button
                type="button"
                className={styles.howLink}
                aria-expanded={howOpen}
                aria-controls="occupation-fit-how"
                onClick={() => setHowOpen((open) => !open)}
              >
                {assessmentText.result.howCalculated}
              </button>
            </div>
          )}
          {fit.match && howOpen && (
            <p id="occupation-fit-how" className={styles.hint}>
              {t.howFit(fit.match.correlation)}
            </p>
          )}
          {fit.noteZh && <p>{fit.noteZh}</p>}
          <p className={styles.fitCode}>
            <span>{t.yourCode}</span>
            <HollandLetters code={fit.hollandCode} />
            <span>{fit.sharedTypes.length ? t.shared(names(fit.sharedTypes)) : t.noShared}</span>
          </p>
          <p className={styles.hint}>{fromReport ? t.fromThisReport : t.fromLatest}</p>
        </div>
        {action}
      </div>
    </section>
  );
}
