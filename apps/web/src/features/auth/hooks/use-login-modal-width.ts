import { useSyncExternalStore } from 'react';
import { Business } from '@lucina/contracts';

const BASE = Business.ui.loginModalBaseWidth;
/** Window width from which the dialog grows with the window. */
const SCALE_FROM = 1800;
const NARROW = 300;

/** SPEC §2 dialog 9: 300 under a 510 px window, at least 510 under 1800, then scaled from 510. */
export function loginModalWidth(windowWidth: number): number {
  if (windowWidth < BASE) return NARROW;
  if (windowWidth < SCALE_FROM) return BASE;
  return Math.round((BASE * windowWidth) / SCALE_FROM);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = () => loginModalWidth(window.innerWidth);
const serverSnapshot = () => BASE;

/** The login and bind-phone dialogs' width, following the window. */
export function useLoginModalWidth(): number {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
