import { startTransition, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { antdIsland } from '@/components/ui/antd-island';
import { FullPageSpin } from '@/components/ui/full-page-spin';
import { PageContainer } from '@/components/ui/page-container';
import { shellText } from '@/config/locale';
import { useResultDetail } from '../api/get-result-detail';
import { useTypeLabels } from '../api/get-type-labels';
import { assessmentText } from '../locale';
import { CourseCta } from './course-cta';
import { DataAttribution } from './data-attribution';
import { LockedReport } from './locked-report';
import { PdfExportButton } from './pdf-export-button';
import { ReportProblem } from './report-problem';
import { ReportSummary } from './report-summary';
import { TopOccupations } from './top-occupations';
import { TopTypes } from './top-types';
import styles from './report.module.css';

const t = assessmentText.result;

// The member's part sits below the summary, types and occupations, and is drawn with antd: the first screen (plain
// React) waits neither for its code (uploads, pagination, the consultants' dialog) nor for antd's, which load while
// those render.
const FullReport = antdIsland(async () => (await import('./full-report')).FullReport);

/** /surveyTest/surveyResult?recordId=…: the free part for everyone, then the full or the locked part. */
export function ResultPage() {
  const [params] = useSearchParams();
  const recordId = params.get('recordId');
  const detail = useResultDetail(recordId);
  // Asked beside the detail and waited for (unless it fails): the chart's legend coming in later would
  // push down everything below the summary.
  const labels = useTypeLabels(recordId ?? '', !!recordId);
  const reportRef = useRef<HTMLDivElement>(null);
  // The PDF is a picture of the page: until the member's part has replaced its spinner there is nothing to save.
  const [fullShown, setFullShown] = useState(false);
  const onFullShown = useCallback(() => setFullShown(true), []);
  // The report arrives in a render React can pause (a transition), not in one long task that holds up taps.
  const data = useDeferredValue(labels.isPending ? undefined : detail.data);
  // What lies below the summary and the top types comes in a second render, also one React can pause: the
  // first one's layout (the longest task after a phone's first paint) is then only the first screen's.
  const [restShown, setRestShown] = useState(false);
  useEffect(() => {
    if (data) startTransition(() => setRestShown(true));
  }, [data]);

  let body;
  if (!recordId) body = <ReportProblem title={t.missingRecord} />;
  else if (detail.isError)
    body = <ReportProblem title={t.loadFailed} detail={detail.error.message} onRetry={() => void detail.refetch()} />;
  else if (!data) body = <FullPageSpin tip={shellText.loading} />;
  else {
    const d = data;
    body = (
      <div className={styles.report} ref={reportRef}>
        {d.full && (
          <PdfExportButton target={reportRef} hollandCode={d.hollandCode} recordId={d.record.id} ready={fullShown} />
        )}
        <ReportSummary detail={d} />
        <TopTypes types={d.topTypes} />
        {restShown && (
          <>
            <TopOccupations recordId={d.record.id} occupations={d.topOccupations} note={d.matchNoteZh} />
            {d.full ? (
              <FullReport
                recordId={d.record.id}
                full={d.full}
                onShown={onFullShown}
                fallback={<FullPageSpin tip={shellText.loading} />}
              />
            ) : (
              d.locked && <LockedReport outline={d.locked} />
            )}
            <CourseCta recordId={d.record.id} />
            <DataAttribution />
          </>
        )}
      </div>
    );
  }
  return <PageContainer wide>{body}</PageContainer>;
}
