import { afterEach, beforeEach, vi } from 'vitest';

/**
 * How time passes for a KV store under test. The memory store keeps time with `Date.now`, so its clock
 * (and the timers that renew leases) are faked and short TTLs are exact. Redis keeps its own clock: real
 * time, with TTLs long enough that a loaded machine's late timer or slow round trip (hundreds of ms)
 * cannot make a value lapse before the test looks at it.
 */
export interface KvTime {
  /** A TTL to give values that should expire during the test. */
  ttlMs: number;
  /** Lets `ms` pass for the store. */
  pass(ms: number): Promise<unknown>;
  /** Installs the clock for the tests of the enclosing describe. */
  install(): void;
}

export const memoryKvTime: KvTime = {
  ttlMs: 80,
  pass: (ms) => vi.advanceTimersByTimeAsync(ms),
  install() {
    beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
    afterEach(() => void vi.useRealTimers());
  },
};

export const redisKvTime: KvTime = {
  ttlMs: 1500,
  pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  install() {},
};
