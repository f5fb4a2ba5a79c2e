import NProgress from 'nprogress';
import { Business } from '@lucina/contracts';

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

export function doneProgress(): void {
  active = Math.max(0, active - 1);
  if (active === 0) NProgress.done();
}
