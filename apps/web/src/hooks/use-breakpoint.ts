import { useSyncExternalStore } from 'react';
import { Business } from '@lucina/contracts';

export type Breakpoint = 'phone' | 'pad' | 'laptop' | 'desktop';

/**
 * SPEC §9: phone 0–639, pad 639–1278, laptop 1280–1439, desktop 1440+. The spec's ranges touch
 * at 639 and leave 1279 open: 639 counts as phone and 1279 as pad, so every width has one answer.
 */
export function breakpointOf(width: number): Breakpoint {
  const { pad, laptop, desktop } = Business.breakpoints;
  if (width >= desktop) return 'desktop';
  if (width >= laptop) return 'laptop';
  if (width > pad) return 'pad';
  return 'phone';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = (): Breakpoint => breakpointOf(window.innerWidth);
const serverSnapshot = (): Breakpoint => 'laptop';

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export function useIsPhone(): boolean {
  return useBreakpoint() === 'phone';
}
