import { randomUUID } from 'node:crypto';
import type { Kv } from './kv.js';

/** One taken slot; `release` is idempotent. */
export interface Lease {
  release(): Promise<void>;
}

export interface SlotOptions {
  /** A slot whose holder stops renewing it (crash, lost connection) frees itself after this. */
  ttlMs?: number;
  renewEveryMs?: number;
  /** A failed renewal or release (the slot then frees itself when its TTL runs out). */
  onError?: (err: unknown) => void;
}

const DEFAULT_TTL_MS = 30_000;

/**
 * Takes one of `size` slots named `name`, shared by every instance on the KV: a key per slot, claimed with
 * set-if-absent and renewed while held. Null when all are taken. Only the holder's value can renew or free a
 * slot, so a late release never frees a slot someone else took after it expired.
 */
export async function takeSlot(kv: Kv, name: string, size: number, options: SlotOptions = {}): Promise<Lease | null> {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const renewEveryMs = options.renewEveryMs ?? Math.floor(ttlMs / 3);
  const holder = randomUUID();
  for (let i = 0; i < size; i++) {
    const key = `${name}:${i}`;
    if (!(await kv.setIfAbsent(key, holder, ttlMs))) continue;
    const renew = setInterval(() => {
      kv.expireIfEquals(key, holder, ttlMs).catch((err: unknown) => options.onError?.(err));
    }, renewEveryMs).unref();
    let released: Promise<void> | null = null;
    return {
      release() {
        clearInterval(renew);
        released ??= kv.delIfEquals(key, holder).then(
          () => undefined,
          (err: unknown) => options.onError?.(err),
        );
        return released;
      },
    };
  }
  return null;
}
