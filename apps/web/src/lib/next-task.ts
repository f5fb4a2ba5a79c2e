/**
 * Resolves in a task of its own: work after it does not lengthen the current task, so a phone's main thread is
 * free for input in between (Lighthouse counts every task over 50 ms as blocking).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
