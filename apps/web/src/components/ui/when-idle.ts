/**
 * Runs `run` in idle time (on a browser without requestIdleCallback, between tasks). Nothing once the page is gone
 * (a test's environment torn down while a warm-up still had steps waiting).
 */
export function whenIdle(run: (deadline?: IdleDeadline) => void) {
  if (typeof window === 'undefined') return;
  if (window.requestIdleCallback) window.requestIdleCallback(run);
  else window.setTimeout(run, 50);
}
