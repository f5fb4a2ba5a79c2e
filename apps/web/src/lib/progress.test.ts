import NProgress from 'nprogress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doneProgress, startProgress } from './progress';

/** Long enough for a frame and the task after it (afterNextPaint waits at most 100 ms), on a busy test worker too. */
const frame = () => new Promise((resolve) => setTimeout(resolve, 300));
const ended = () => vi.waitFor(() => expect(NProgress.isStarted()).toBe(false), { timeout: 2000 });

describe('the top progress bar', () => {
  afterEach(async () => {
    await frame();
    NProgress.remove();
  });

  it('ends after the next frame, not inside the task that ended the load', async () => {
    await startProgress();
    expect(NProgress.isStarted()).toBe(true);
    doneProgress();
    expect(NProgress.isStarted()).toBe(true);
    await ended();
  });

  it('draws a bar without a made-up ARIA role, hidden from screen readers', async () => {
    await startProgress();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar?.hasAttribute('role')).toBe(false);
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    doneProgress();
    await ended();
  });

  it('keeps running when a load starts before the frame, and ends with the last of overlapping loads', async () => {
    await startProgress();
    doneProgress();
    void startProgress();
    await frame();
    expect(NProgress.isStarted()).toBe(true);
    void startProgress();
    doneProgress();
    await frame();
    expect(NProgress.isStarted()).toBe(true);
    doneProgress();
    await ended();
  });
});
