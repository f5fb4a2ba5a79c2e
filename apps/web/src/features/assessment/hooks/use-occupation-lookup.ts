import { useOccupationInfos } from '../api/get-occupation-infos';
import { useResultDetail } from '../api/get-result-detail';

/** Page size of the lookup: one call reaches any rank within it. */
export const LOOKUP_PAGE_SIZE = 50;

/**
 * There is no occupation-detail call: the card is built from the ranked list. The report's
 * brief list gives the occupation's rank, and one list page around that rank gives its details.
 */
export function useOccupationLookup(code: string | null, recordId: string | null) {
  const detail = useResultDetail(code ? recordId : null);
  const report = detail.data;
  const brief =
    report && code
      ? (report.topOccupations.find((o) => o.code === code) ?? report.full?.occupations.find((o) => o.code === code))
      : undefined;
  const page = brief ? Math.ceil(brief.rank / LOOKUP_PAGE_SIZE) : 1;
  const infos = useOccupationInfos(
    { recordId: recordId ?? '', jobZone: null, page, pageSize: LOOKUP_PAGE_SIZE },
    !!brief && !!recordId,
  );
  const occupation = infos.data?.list.find((o) => o.code === code);
  const jobZone = occupation ? infos.data?.jobZones.find((z) => z.jobZone === occupation.jobZone) : undefined;

  return {
    report,
    occupation,
    jobZone,
    /** Not among what this caller may see: beyond the free top 3, or not a match at all. */
    notFound: !!report && !brief,
    locked: !!report && !brief && report.reportAccess === 'free',
    error: detail.error ?? infos.error,
    loading: detail.isPending || (!!brief && !occupation && infos.isPending),
    refetch: () => Promise.all([detail.refetch(), infos.refetch()]),
  };
}
