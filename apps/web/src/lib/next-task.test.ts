import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves only after the current task and its microtasks', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('current task');
    await done;
    expect(order).toEqual(['current task', 'microtask', 'next task']);
  });
});

describe('afterNextPaint', () => {
  // Unstubbed first: the stub was made over the fake timers' requestAnimationFrame, and unstubbed after leaving
  // fake timers (the setup file's turn) it put that dead one back for the files after this one.
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A requestAnimationFrame that draws only when the test says so. */
  function frames() {
    const pending: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => pending.push(cb));
    return { draw: () => pending.splice(0).forEach((cb) => cb(performance.now())) };
  }

  it('waits for the next frame, then resolves in a task after it', async () => {
    vi.useFakeTimers();
    const { draw } = frames();
    let resolved = false;
    const done = afterNextPaint(100).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(resolved).toBe(false);
    draw();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(resolved).toBe(true);
  });

  it('resolves after maxWaitMs when no frame comes (a hidden tab draws none)', async () => {
    vi.useFakeTimers();
    frames();
    let resolved = false;
    const done = afterNextPaint(100).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(resolved).toBe(true);
  });
});
