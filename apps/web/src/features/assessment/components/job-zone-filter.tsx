import { Segmented, Select } from 'antd';
import type { apiRoutes, RouteData } from '@lucina/contracts';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { assessmentText } from '../locale';
import styles from './report.module.css';

export type JobZoneInfo = RouteData<typeof apiRoutes.assessment.surveyResultOccupationInfos>['jobZones'][number];

const t = assessmentText.result;
const ALL = 0;

interface JobZoneFilterProps {
  zones: readonly JobZoneInfo[];
  value: number | null;
  onChange: (zone: number | null) => void;
}

/** Segmented on wide screens, a select on phones; below it, what the chosen zone asks for. */
export function JobZoneFilter({ zones, value, onChange }: JobZoneFilterProps) {
  const isPhone = useIsPhone();
  const options = [
    { value: ALL, label: t.allZones },
    ...zones.map((z) => ({
      value: z.jobZone,
      label: isPhone ? t.zoneOption(z.jobZone, z.nameZh) : t.zoneShort(z.jobZone),
      title: z.nameZh,
    })),
  ];
  const selected = zones.find((z) => z.jobZone === value);
  const change = (v: number) => onChange(v === ALL ? null : v);
  return (
    <div className={styles.zoneFilter}>
      <span className={styles.zoneLabel} id="job-zone-label">
        {t.zoneFilterLabel}
      </span>
      {isPhone ? (
        <Select
          aria-labelledby="job-zone-label"
          value={value ?? ALL}
          options={options}
          onChange={change}
          className={styles.zoneSelect}
        />
      ) : (
        <Segmented aria-labelledby="job-zone-label" value={value ?? ALL} options={options} onChange={change} />
      )}
      <div className={styles.zoneInfo} aria-live="polite">
        {selected ? (
          <>
            <strong>
              {t.zoneShort(selected.jobZone)} · {selected.nameZh}
            </strong>
            <dl>
              <dt>{t.education}</dt>
              <dd>{selected.educationZh}</dd>
              <dt>{t.experience}</dt>
              <dd>{selected.experienceZh}</dd>
            </dl>
          </>
        ) : (
          <p>{t.zoneIntro}</p>
        )}
      </div>
    </div>
  );
}
