import { useLayoutEffect } from 'react';

/**
 * index.html paints a static shell (header, sidebar, the /home welcome) before any script; the first
 * rendered route takes its place in the same frame, so the switch is never seen half-done.
 */
export function useRemoveBootShell() {
  useLayoutEffect(() => {
    document.getElementById('boot-shell')?.remove();
  }, []);
}
