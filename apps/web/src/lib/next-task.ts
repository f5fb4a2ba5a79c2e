/**
 * Resolves in a task of its own: work after it does not lengthen the current task, so a phone's main thread is
 * free for input in between (Lighthouse counts every task over 50 ms as blocking).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the browser has drawn its next frame, so what the page changed just before (index.html's
 * report script painting the summary into the shell) is on screen before more work starts. A hidden tab draws no
 * frames: `maxWaitMs` later it resolves anyway.
 */
export function afterNextPaint(maxWaitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, maxWaitMs);
    requestAnimationFrame(() => {
      clearTimeout(timeout);
      setTimeout(resolve, 0);
    });
  });
}

/** Resolves once the document is parsed (at once when it is): the app's module may run before, see main.tsx. */
export function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
