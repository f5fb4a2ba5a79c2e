import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track, TrackEvents } from '@/lib/track';

/** One page-view event per route change (path only, so query changes inside a page do not count). */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track(TrackEvents.pageView, { eventType: 'view', location: pathname });
  }, [pathname]);
}
