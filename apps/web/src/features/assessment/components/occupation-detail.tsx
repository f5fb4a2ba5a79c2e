import type { ReactNode } from 'react';
import { Steps, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { OccupationDetail as Occupation } from '@lucina/contracts';
import { assessmentText } from '../locale';
import { HollandLetters } from './holland-letters';
import { OccupationInterests } from './occupation-interests';
import styles from './occupation.module.css';

const t = assessmentText.occupation;
const ONET_URL = 'https://www.onetonline.org/link/summary/';

interface OccupationDetailProps {
  occupation: Occupation;
  /** How it fits the viewer, shown right under what the work is. */
  fit: ReactNode;
}

/** The occupation card: what the work is, its interests, preparation, majors and a typical path. */
export function OccupationDetail({ occupation: o, fit }: OccupationDetailProps) {
  const jobZone = o.jobZone;
  const path = [
    {
      title: o.majors.length ? t.pathSteps.study(o.majors.join('、')) : t.pathSteps.studyAny,
      content: t.pathSteps.studyHint,
    },
    { title: t.pathSteps.prepare, content: jobZone.summaryZh },
    { title: t.pathSteps.enter(o.titleZh), content: t.pathSteps.enterHint },
  ];
  return (
    <article className={styles.detail}>
      <header className={styles.hero}>
        <div className={styles.heroMeta}>
          <HollandLetters code={o.hollandCode} size="md" />
          <Tag variant="filled" color="purple" className={styles.zoneTag}>
            {t.zoneTag(jobZone.nameZh, t.zoneEducation[jobZone.jobZone] ?? jobZone.educationZh)}
          </Tag>
          <span className={styles.code}>{t.socCode(o.code)}</span>
        </div>
        <Typography.Title level={1} className={styles.title}>
          {o.titleZh}
        </Typography.Title>
        <p className={styles.titleEn} lang="en">
          {o.titleEn}
        </p>
        <section aria-labelledby="occupation-summary">
          <h2 id="occupation-summary" className={styles.heading}>
            {t.summaryTitle}
          </h2>
          <p className={styles.text}>{o.summaryZh}</p>
        </section>
      </header>

      {fit}

      <div className={styles.grid}>
        <OccupationInterests occupation={o} className={styles.panel} />

        <section className={styles.panel} aria-labelledby="occupation-majors">
          <h2 id="occupation-majors" className={styles.heading}>
            {t.majorsTitle}
          </h2>
          {o.majors.length ? (
            <div className={styles.tags}>
              {o.majors.map((m) => (
                <Tag key={m} color="purple" variant="filled">
                  {m}
                </Tag>
              ))}
            </div>
          ) : (
            <p className={styles.hint}>{t.noMajors}</p>
          )}
        </section>

        <section className={styles.panel} aria-labelledby="occupation-prep">
          <h2 id="occupation-prep" className={styles.heading}>
            {t.prepTitle}
          </h2>
          <strong>{jobZone.nameZh}</strong>
          <dl className={styles.prep}>
            <dt>{assessmentText.result.education}</dt>
            <dd>{jobZone.educationZh}</dd>
            <dt>{assessmentText.result.experience}</dt>
            <dd>{jobZone.experienceZh}</dd>
          </dl>
        </section>

        <section className={styles.panel} aria-labelledby="occupation-path">
          <h2 id="occupation-path" className={styles.heading}>
            {t.pathTitle}
          </h2>
          <Steps orientation="vertical" size="small" current={path.length} items={path} />
          <p className={styles.hint}>{t.pathNote}</p>
        </section>
      </div>

      <Typography.Link href={`${ONET_URL}${o.code}`} target="_blank" rel="noopener noreferrer">
        {t.onet} <ExportOutlined />
      </Typography.Link>
    </article>
  );
}
