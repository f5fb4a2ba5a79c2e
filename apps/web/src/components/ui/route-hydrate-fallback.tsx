import { useEffect } from 'react';
import { doneProgress, startProgress } from '@/lib/progress';
import { shellText } from '@/config/locale';
import { FullPageSpin } from './full-page-spin';

/** Shown while the first page's chunk loads; the top bar runs too, as on later navigations. */
export function RouteHydrateFallback() {
  useEffect(() => {
    void startProgress();
    return doneProgress;
  }, []);
  return <FullPageSpin tip={shellText.loading} />;
}
