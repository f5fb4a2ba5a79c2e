/** Where a channel's items come from: paused while its reader lags, cancelled when the reader stops early. */
export interface PushSource {
  pause(): void;
  resume(): void;
  cancel(): void;
}

const DONE: IteratorResult<never> = Object.freeze({ value: undefined, done: true });

/**
 * An async iterable that a producer pushes into (a network body's events) and one reader pulls from. Items pushed
 * while the reader waits go to it at once; the others queue, and past `highWater` queued items the source is
 * paused until the reader has caught up. A failure reaches the reader after the items pushed before it; a reader
 * that stops early (`return`, as a `for await` left by `break` calls it) cancels the source.
 *
 * Why not an async generator: with thousands of answers open, every token went through a chain of generators, each
 * leaving a new promise, its reactions and a result object until the next token two seconds later; those outlived
 * the young generation and filled the old one, and marking them stalled the server. Here a token is one result
 * and, when the reader waits, one promise. Node's `events.on` does the same for an emitter's events, but wraps
 * each in an array and gives the producer no sign that the reader has stopped.
 */
export class PushChannel<T> implements AsyncIterableIterator<T> {
  private queue: T[] = [];
  private head = 0;
  private waiting: { resolve(r: IteratorResult<T>): void; reject(err: unknown): void } | null = null;
  private state: 'open' | 'ended' | 'failed' | 'closed' = 'open';
  private failure: unknown = null;
  private source: PushSource | null = null;
  private paused = false;

  /** `start` runs at the first `next`, as an async generator's body would (nothing is asked before it is read). */
  constructor(
    private start: (() => void) | null = null,
    private readonly highWater = 32,
  ) {}

  /** The reader stopped before the end: pushes are dropped, and a producer should give up. */
  get closed(): boolean {
    return this.state === 'closed';
  }

  /** Reads from `source` from now on (the previous one is done); a closed channel cancels it at once. */
  feed(source: PushSource): void {
    if (this.state === 'closed') return source.cancel();
    this.source = source;
    this.paused = false;
    if (this.queue.length - this.head >= this.highWater) this.pause();
  }

  push(item: T): void {
    if (this.state !== 'open') return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      waiting.resolve({ value: item, done: false });
      return;
    }
    this.queue.push(item);
    if (this.queue.length - this.head >= this.highWater) this.pause();
  }

  /** No more items: the reader gets what is queued, then the end. */
  end(): void {
    if (this.state !== 'open') return;
    this.state = 'ended';
    this.source = null;
    this.settleWaiting();
  }

  /** The reader gets what is queued, then `err`. */
  fail(err: unknown): void {
    if (this.state !== 'open') return;
    this.state = 'failed';
    this.failure = err;
    this.source = null;
    this.settleWaiting();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.start) {
      const start = this.start;
      this.start = null;
      start();
    }
    if (this.head < this.queue.length) {
      const value = this.queue[this.head++]!;
      if (this.head === this.queue.length) this.drained();
      return Promise.resolve({ value, done: false });
    }
    if (this.state === 'open') {
      return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
    }
    if (this.state === 'failed') {
      // Thrown once; a reader that asks again after the failure sees the end.
      this.state = 'ended';
      return Promise.reject(this.failure);
    }
    return Promise.resolve(DONE);
  }

  return(): Promise<IteratorResult<T>> {
    if (this.state === 'open') this.source?.cancel();
    this.state = 'closed';
    this.source = null;
    this.start = null;
    this.queue = [];
    this.head = 0;
    this.settleWaiting();
    return Promise.resolve(DONE);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private pause() {
    if (this.paused || !this.source) return;
    this.paused = true;
    this.source.pause();
  }

  private drained() {
    this.queue.length = 0;
    this.head = 0;
    if (!this.paused) return;
    this.paused = false;
    this.source?.resume();
  }

  /** Called once the state is no longer open: a waiting reader has nothing queued (it would not wait otherwise). */
  private settleWaiting() {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    if (this.state === 'failed') {
      this.state = 'ended';
      waiting.reject(this.failure);
    } else waiting.resolve(DONE);
  }
}
