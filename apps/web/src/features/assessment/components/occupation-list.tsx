import { Alert, Empty, Pagination, Skeleton, Typography } from 'antd';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { useOccupationInfos } from '../api/get-occupation-infos';
import { useOccupationFilter } from '../hooks/use-occupation-filter';
import { assessmentText } from '../locale';
import { JobZoneFilter } from './job-zone-filter';
import { OccupationRow } from './occupation-row';
import styles from './report.module.css';

const t = assessmentText.result;
export const OCCUPATION_PAGE_SIZE = 10;

/** The full ranked list with fit labels, filtered by Job Zone and paged by the server. */
export function OccupationList({ recordId }: { recordId: string }) {
  const isPhone = useIsPhone();
  const { jobZone, page, setJobZone, setPage } = useOccupationFilter();
  const query = useOccupationInfos({ recordId, jobZone, page, pageSize: OCCUPATION_PAGE_SIZE });
  const data = query.data;

  return (
    <section className={styles.panel} aria-labelledby="report-occupations">
      <Typography.Title level={2} id="report-occupations" className={styles.sectionTitle}>
        {t.occupationsTitle}
      </Typography.Title>
      {data && <JobZoneFilter zones={data.jobZones} value={jobZone} onChange={setJobZone} />}
      {!data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <p className={styles.listMeta}>{t.total(data.total)}</p>
          <p className={`${styles.listMeta} ${styles.fitLegend}`}>{t.fitLegend}</p>
          {data.noteZh && <Alert type="info" showIcon title={data.noteZh} className={styles.note} />}
          {data.list.length === 0 ? (
            !data.noteZh && <Empty description={t.empty} />
          ) : (
            <ol className={styles.rows} aria-busy={query.isFetching}>
              {data.list.map((o) => (
                <OccupationRow key={o.code} occupation={o} recordId={recordId} />
              ))}
            </ol>
          )}
          {data.total > OCCUPATION_PAGE_SIZE && (
            <Pagination
              className={styles.pagination}
              current={page}
              pageSize={OCCUPATION_PAGE_SIZE}
              total={data.total}
              simple={isPhone}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
