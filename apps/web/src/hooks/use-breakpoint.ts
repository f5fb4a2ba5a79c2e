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

/**
 * The viewport's breakpoint, read when the app's code loads and again on each resize, never from a render. Reading
 * innerWidth makes the browser compute any pending style and layout, and React reads a store's snapshot again
 * while committing (to check it did not change): the freshly committed page's whole layout was forced inside the
 * commit's task (traced in a first load of /surveyTest). Widths change only with a resize event.
 */
const read = (): Breakpoint => breakpointOf(window.innerWidth);
let current = read();
const listeners = new Set<() => void>();
window.addEventListener('resize', () => {
  const next = read();
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
});

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const snapshot = (): Breakpoint => current;
const serverSnapshot = (): Breakpoint => 'laptop';

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export function useIsPhone(): boolean {
  return useBreakpoint() === 'phone';
}
