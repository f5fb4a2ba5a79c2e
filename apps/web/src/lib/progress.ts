import NProgress from 'nprogress';
import { Business } from '@lucina/contracts';
import { afterNextPaint } from './next-task';

NProgress.configure({
  minimum: Business.progressBar.minimum,
  trickleSpeed: Business.progressBar.trickleSpeed,
  showSpinner: false,
});

// Overlapping loads (initial hydration + a navigation) share one bar: done() only when all ended.
let active = 0;

export function startProgress(): void {
  active += 1;
  if (active === 1) NProgress.start();
}

/**
 * The bar ends after the next frame, unless a load started meanwhile. nprogress reads `offsetWidth` when it ends, so
 * ending it from the effects of a page's commit forced the new page's style and layout into that task: half of a
 * 57 ms task in a traced first load of /surveyTest. After the frame, the layout is already done.
 */
export function doneProgress(): void {
  active = Math.max(0, active - 1);
  if (active > 0) return;
  void afterNextPaint().then(() => {
    if (active === 0) NProgress.done();
  });
}
