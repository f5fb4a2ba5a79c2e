/**
 * Lets an end-to-end test keep the offline assistant's answers in the middle of their stream until it
 * says so: with ENABLE_TEST_ROUTES only, so a step like "reload while the answer is being written" does
 * not depend on how fast a loaded machine reloads a page.
 */
export interface AnswerHold {
  /** Every answer pauses before its piece number `pieces` (0-based) until released. */
  holdAfter(pieces: number): void;
  release(): void;
  /** Resolves when piece `index` may be sent; rejects when the answer is aborted meanwhile. */
  wait(index: number, signal: AbortSignal): Promise<void>;
}

export function createAnswerHold(): AnswerHold {
  let limit: number | null = null;
  let released: Promise<void> = Promise.resolve();
  let open = () => {};
  return {
    holdAfter(pieces) {
      open();
      limit = pieces;
      released = new Promise((resolve) => (open = resolve));
    },
    release() {
      limit = null;
      open();
    },
    async wait(index, signal) {
      if (limit === null || index < limit) return;
      signal.throwIfAborted();
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => reject(signal.reason as Error);
        signal.addEventListener('abort', onAbort, { once: true });
        void released.then(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        });
      });
    },
  };
}
