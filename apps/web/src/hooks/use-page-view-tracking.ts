import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track, TrackEvents } from '@/lib/track';

/**
 * One page-view event per route change (path only, so query changes inside a page do not count). Sent in a task of
 * its own: on the first load this effect runs with the first screen's queries, and each fetch a page starts costs a
 * phone's main thread a few milliseconds of that one long task.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => track(TrackEvents.pageView, { eventType: 'view', location: pathname }), 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
