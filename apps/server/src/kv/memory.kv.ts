import { EventEmitter } from 'node:events';
import type { Kv } from './kv.js';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/** State shared by every in-process client, as a Redis server is shared by its connections. */
export class MemoryKvHub {
  readonly entries = new Map<string, Entry>();
  readonly events = new EventEmitter().setMaxListeners(0);
  private sweeper: NodeJS.Timeout;

  constructor(sweepEveryMs = 30_000) {
    // Expired keys are also dropped on read; the sweep bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs).unref();
  }

  live(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  sweep(now = Date.now()): void {
    for (const key of this.entries.keys()) this.live(key, now);
  }

  stop(): void {
    clearInterval(this.sweeper);
  }
}

export function createMemoryKv(hub = new MemoryKvHub()): Kv {
  const subscriptions = new Set<() => void>();
  const expiry = (ttlMs?: number) => (ttlMs && ttlMs > 0 ? Date.now() + ttlMs : null);

  return {
    async get(key) {
      return hub.live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      hub.entries.set(key, { value, expiresAt: expiry(ttlMs) });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (hub.live(key)) return false;
      hub.entries.set(key, { value, expiresAt: expiry(ttlMs) });
      return true;
    },
    async del(key) {
      const had = hub.live(key) !== undefined;
      hub.entries.delete(key);
      return had;
    },
    async delIfEquals(key, value) {
      if (hub.live(key)?.value !== value) return false;
      hub.entries.delete(key);
      return true;
    },
    async expireEachIfEquals(leases, ttlMs) {
      return leases.map(({ key, value }) => {
        const entry = hub.live(key);
        if (entry?.value !== value) return false;
        entry.expiresAt = expiry(ttlMs);
        return true;
      });
    },
    async incr(key, ttlMs, by = 1) {
      const now = Date.now();
      const entry = hub.live(key, now);
      if (!entry) {
        hub.entries.set(key, { value: String(by), expiresAt: now + ttlMs });
        return { value: by, ttlMs };
      }
      const value = Number(entry.value) + by;
      entry.value = String(value);
      // A counter made by set() without a lifetime gets one, as the Redis store does.
      entry.expiresAt ??= now + ttlMs;
      return { value, ttlMs: entry.expiresAt - now };
    },
    async pttl(key) {
      const entry = hub.live(key);
      if (!entry) return -2;
      return entry.expiresAt === null ? -1 : Math.max(0, entry.expiresAt - Date.now());
    },
    async publish(channel, message) {
      // Deliver asynchronously, as a network broker would.
      queueMicrotask(() => hub.events.emit(channel, message));
    },
    async subscribe(channel, onMessage) {
      const listener = (message: string) => onMessage(message);
      hub.events.on(channel, listener);
      const off = () => hub.events.off(channel, listener);
      subscriptions.add(off);
      return async () => {
        off();
        subscriptions.delete(off);
      };
    },
    async close() {
      for (const off of subscriptions) off();
      subscriptions.clear();
    },
  };
}
