import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Assessment } from '@lucina/contracts';

const isZone = (n: number) => (Assessment.jobZones as readonly number[]).includes(n);

/** Job Zone filter and page of the occupation list, kept in the URL (`zone`, `page`). */
export function useOccupationFilter() {
  const [params, setParams] = useSearchParams();
  const zoneParam = Number(params.get('zone'));
  const pageParam = Number(params.get('page'));
  const jobZone = isZone(zoneParam) ? zoneParam : null;
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;

  const update = useCallback(
    (next: { jobZone?: number | null; page?: number }) =>
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          if (next.jobZone !== undefined) {
            if (next.jobZone) copy.set('zone', String(next.jobZone));
            else copy.delete('zone');
          }
          if (next.page && next.page > 1) copy.set('page', String(next.page));
          else copy.delete('page');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setJobZone = useCallback((zone: number | null) => update({ jobZone: zone, page: 1 }), [update]);
  const setPage = useCallback((p: number) => update({ page: p }), [update]);
  return { jobZone, page, setJobZone, setPage };
}
