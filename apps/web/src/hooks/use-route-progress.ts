import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { doneProgress, startProgress } from '@/lib/progress';

/** Runs the top progress bar while the router loads a lazy page or runs its loader. */
export function useRouteProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    void startProgress();
    return doneProgress;
  }, [busy]);
}
