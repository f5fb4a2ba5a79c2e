import { Steps, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { RIASEC_TYPES, type OccupationMatch, type RiasecType } from '@lucina/contracts';
import { assessmentText } from '../locale';
import { FitTag } from './fit-tag';
import type { JobZoneInfo } from './job-zone-filter';
import { TypeLetter } from './type-letter';
import styles from './occupation.module.css';

const t = assessmentText.occupation;
const ONET_URL = 'https://www.onetonline.org/link/summary/';
const isType = (c: string): c is RiasecType => (RIASEC_TYPES as readonly string[]).includes(c);

interface OccupationDetailProps {
  occupation: OccupationMatch;
  jobZone: JobZoneInfo | undefined;
  typeNames: Partial<Record<RiasecType, string>>;
}

/** The occupation card: what the work is, its interests, preparation, majors and a typical path. */
export function OccupationDetail({ occupation: o, jobZone, typeNames }: OccupationDetailProps) {
  const path = [
    {
      title: o.majors.length ? t.pathSteps.study(o.majors.join('、')) : t.pathSteps.studyAny,
      content: t.pathSteps.studyHint,
    },
    ...(jobZone ? [{ title: t.pathSteps.prepare(jobZone.jobZone, jobZone.nameZh), content: jobZone.summaryZh }] : []),
    { title: t.pathSteps.enter(o.titleZh), content: t.pathSteps.enterHint },
  ];
  return (
    <article className={styles.detail}>
      <header className={styles.hero}>
        <div className={styles.heroMeta}>
          <FitTag fit={o.fit} label={t.fit(o.fitLabel)} />
          <span>{t.rank(o.rank)}</span>
          <span className={styles.code}>O*NET {o.code}</span>
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

      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="occupation-holland">
          <h2 id="occupation-holland" className={styles.heading}>
            {t.hollandTitle}
          </h2>
          <ul className={styles.chips}>
            {[...o.hollandCode].filter(isType).map((c) => (
              <li key={c} className={styles.chip}>
                <TypeLetter type={c} size="md" solid />
                <span>{typeNames[c]}</span>
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t.hollandHint}</p>
        </section>

        <section className={styles.panel} aria-labelledby="occupation-majors">
          <h2 id="occupation-majors" className={styles.heading}>
            {t.majorsTitle}
          </h2>
          {o.majors.length ? (
            <div className={styles.tags}>
              {o.majors.map((m) => (
                <Tag key={m} color="purple" bordered={false}>
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
          {jobZone && (
            <>
              <strong>
                {assessmentText.result.zoneShort(jobZone.jobZone)} · {jobZone.nameZh}
              </strong>
              <dl className={styles.prep}>
                <dt>{assessmentText.result.education}</dt>
                <dd>{jobZone.educationZh}</dd>
                <dt>{assessmentText.result.experience}</dt>
                <dd>{jobZone.experienceZh}</dd>
              </dl>
            </>
          )}
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
