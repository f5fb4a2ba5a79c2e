import { Business } from '@lucina/contracts';

/** SPEC §2: clamp(1280, viewport width, 1920) / 10, so 1rem is 128–192 px. */
export function rootFontSizeFor(width: number): number {
  const { minWidth, maxWidth, fontDivisor } = Business.viewport;
  return Math.min(maxWidth, Math.max(minWidth, width)) / fontDivisor;
}

export function applyRootFontSize(win: Window = window): void {
  win.document.documentElement.style.fontSize = `${rootFontSizeFor(win.innerWidth)}px`;
}

/** Keeps the root font size in step with the viewport; returns the uninstaller. */
export function installRootFontSize(win: Window = window): () => void {
  applyRootFontSize(win);
  const onResize = () => applyRootFontSize(win);
  win.addEventListener('resize', onResize);
  win.addEventListener('orientationchange', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    win.removeEventListener('orientationchange', onResize);
  };
}
