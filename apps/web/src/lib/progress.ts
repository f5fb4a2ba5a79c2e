import type NProgressType from 'nprogress';
import { Business } from '@lucina/contracts';
import { afterNextPaint } from './next-task';

type NProgressApi = typeof NProgressType;

/**
 * nprogress is loaded the first time a load starts, not with the first screen: /home's first paint needs no bar, and
 * its 4 kB were the largest piece of the first screen's script that nothing on it used.
 */
let loaded: Promise<NProgressApi> | null = null;
function nprogress(): Promise<NProgressApi> {
  loaded ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({
      minimum: Business.progressBar.minimum,
      trickleSpeed: Business.progressBar.trickleSpeed,
      showSpinner: false,
      // nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles, critical). The bar
      // only decorates a load that the page itself announces, so it is hidden from assistive technology.
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    return NProgress;
  });
  return loaded;
}

// Overlapping loads (initial hydration + a navigation) share one bar: done() only when all ended.
let active = 0;

/** Resolves once the bar is showing (or the load already ended); callers need not wait for it. */
export function startProgress(): Promise<void> {
  active += 1;
  if (active !== 1) return Promise.resolve();
  return nprogress().then((bar) => {
    if (active > 0 && !bar.isStarted()) bar.start();
  });
}

/**
 * The bar ends after the next frame, unless a load started meanwhile. nprogress reads `offsetWidth` when it ends, so
 * ending it from the effects of a page's commit forced the new page's style and layout into that task: half of a
 * 57 ms task in a traced first load of /surveyTest. After the frame, the layout is already done.
 */
export function doneProgress(): void {
  active = Math.max(0, active - 1);
  if (active > 0) return;
  void afterNextPaint()
    .then(nprogress)
    .then((bar) => {
      if (active === 0) bar.done();
    });
}
