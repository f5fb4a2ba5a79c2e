import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietBeat, quietTimer } from '../src/lib/quiet-timer.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('quietTimer', () => {
  it('fires once the time has passed since the last arrival, not since it started', () => {
    const onQuiet = vi.fn();
    const timer = quietTimer(1000, onQuiet);
    vi.advanceTimersByTime(600);
    timer.release();
    vi.advanceTimersByTime(999);
    expect(onQuiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onQuiet).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onQuiet).toHaveBeenCalledTimes(1);
  });

  it('never fires while things arrive more often than that, and not after it is stopped', () => {
    const onQuiet = vi.fn();
    const timer = quietTimer(1000, onQuiet);
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(900);
      timer.release();
    }
    expect(onQuiet).not.toHaveBeenCalled();
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(onQuiet).not.toHaveBeenCalled();
  });

  it('does not count the time the caller holds it, busy with what arrived, however long', () => {
    const onQuiet = vi.fn();
    const timer = quietTimer(1000, onQuiet);
    vi.advanceTimersByTime(500);
    timer.hold();
    vi.advanceTimersByTime(10_000);
    expect(onQuiet).not.toHaveBeenCalled();
    timer.release();
    vi.advanceTimersByTime(999);
    expect(onQuiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onQuiet).toHaveBeenCalledTimes(1);
  });
});

describe('quietBeat', () => {
  it('beats only while nothing is written, never leaving more than its period without a byte', () => {
    const sent: number[] = [];
    const beat = quietBeat(15_000, () => sent.push(Date.now()));
    const start = Date.now();
    // Tokens every 3 s for a minute: no beat.
    for (let t = 0; t < 60_000; t += 3000) {
      vi.advanceTimersByTime(3000);
      beat.wrote();
    }
    expect(sent).toEqual([]);
    const lastWrite = Date.now();
    vi.advanceTimersByTime(60_000);
    // Quiet: the first beat within a period of the last write, then one a period.
    expect(sent[0]! - lastWrite).toBeLessThanOrEqual(15_000);
    const gaps = sent.slice(1).map((at, i) => at - sent[i]!);
    expect(gaps.length).toBeGreaterThanOrEqual(2);
    for (const gap of gaps) expect(gap).toBe(15_000);
    expect(sent.every((at) => at > start + 60_000)).toBe(true);
    beat.stop();
    vi.advanceTimersByTime(60_000);
    expect(sent.length).toBe(gaps.length + 1);
  });
});
