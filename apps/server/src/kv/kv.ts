/**
 * Shared ephemeral state and events: rate limits, one-time codes, stream stop signals, live fan-out.
 * In-process by default; Redis when REDIS_URL is set, so several instances act as one service.
 */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when the key does not exist; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes and tells whether a key was there (lets one caller "take" a single-use value). */
  del(key: string): Promise<boolean>;
  /** Deletes only while the key holds `value` (a lease's owner releasing it); true when it did. */
  delIfEquals(key: string, value: string): Promise<boolean>;
  /**
   * Restarts the TTL of each key that still holds its `value` (an instance renewing the leases it holds), in one
   * round trip; for each lease, in order, whether it did.
   */
  expireEachIfEquals(leases: ReadonlyArray<{ key: string; value: string }>, ttlMs: number): Promise<boolean[]>;
  /**
   * Atomic increment by `by` (1 unless given; negative gives back); the TTL starts when the key is
   * created, so later increments never extend a window.
   */
  incr(key: string, ttlMs: number, by?: number): Promise<{ value: number; ttlMs: number }>;
  /** Remaining lifetime in ms; -1 without expiry, -2 when missing (Redis PTTL semantics). */
  pttl(key: string): Promise<number>;
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Connection errors seen so far (Redis: refused, reset, timed out; counted for /metrics); none in process. */
  connectionErrors?(): number;
}
