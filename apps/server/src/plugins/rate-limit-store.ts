import type { Kv } from '../kv/index.js';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** How long a request waits for its rate-limit counter before it is served without one. */
export const RATE_LIMIT_STORE_TIMEOUT_MS = 250;
/**
 * Share of a limit an instance may admit on its own between two answers from the KV. Each instance can
 * therefore overshoot a window by at most `floor(max × LOCAL_SHARE)` requests (600/min: 12 per instance);
 * limits under 50 get no local share and every request asks the KV, exactly as before.
 */
export const RATE_LIMIT_LOCAL_SHARE = 0.02;
/** How often counts admitted locally are sent to the KV, so the other instances see them. */
export const RATE_LIMIT_SYNC_MS = 200;

/** A counter the KV cannot give quickly (Redis down or reconnecting) counts as a store error. */
export function bounded<T>(op: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('rate-limit store timed out')), RATE_LIMIT_STORE_TIMEOUT_MS);
  });
  return Promise.race([op, timeout]).finally(() => clearTimeout(timer));
}

interface Window {
  /** The KV's count at its last answer. */
  seen: number;
  /** Admitted here, not yet sent. */
  pending: number;
  /** Sent, not yet answered. */
  inFlight: number;
  endsAt: number;
  timeWindow: number;
}

/**
 * Counts one fixed window per key. The first request of a window asks the KV (which starts the window and
 * tells when it ends); after that an instance admits up to its local share without a round trip, and a timer
 * sends what it admitted. Once the unconfirmed count reaches the share, requests ask the KV again, so what
 * an instance admits unseen by the others never exceeds its share.
 */
export function createLocalCounter(kv: Kv, syncMs = RATE_LIMIT_SYNC_MS) {
  const windows = new Map<string, Window>();

  /** Sends `by` counts; `carried` of them belong to the request waiting for the answer. */
  function send(key: string, w: Window, by: number, carried: 0 | 1) {
    w.inFlight += by - carried;
    return bounded(kv.incr(key, w.timeWindow, by)).then(
      (answer) => {
        w.inFlight -= by - carried;
        w.seen = Math.max(w.seen, answer.value);
        return answer;
      },
      (err: Error) => {
        // Not counted by the KV: kept to send again, so the share still bounds what goes unseen.
        w.inFlight -= by - carried;
        w.pending += by - carried;
        throw err;
      },
    );
  }

  function sync() {
    const now = Date.now();
    const sent: Promise<unknown>[] = [];
    for (const [key, w] of windows) {
      if (w.endsAt <= now) windows.delete(key);
      else if (w.pending > 0) {
        const by = w.pending;
        w.pending = 0;
        // A failed send puts its counts back for the next tick; a request that needs the KV reports the error.
        sent.push(send(key, w, by, 0).catch(() => undefined));
      }
    }
    return Promise.all(sent);
  }
  const timer = setInterval(sync, syncMs).unref();

  return {
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      const now = Date.now();
      let w = windows.get(key);
      if (w && w.endsAt <= now) {
        windows.delete(key);
        w = undefined;
      }
      const share = Math.floor(max * RATE_LIMIT_LOCAL_SHARE);
      if (w && w.pending + w.inFlight < share) {
        const current = w.seen + w.pending + w.inFlight + 1;
        if (current <= max) w.pending++;
        cb(null, { current, ttl: w.endsAt - now });
        return;
      }
      const win: Window = w ?? { seen: 0, pending: 0, inFlight: 0, endsAt: Infinity, timeWindow };
      const by = win.pending + 1;
      win.pending = 0;
      send(key, win, by, 1).then(
        ({ value, ttlMs }) => {
          // The first answer of a window tells when it ends; from then on the window is counted here too.
          if (!w && share > 0 && ttlMs > 0) {
            const known = windows.get(key);
            if (known) known.seen = Math.max(known.seen, value);
            else windows.set(key, { ...win, endsAt: Date.now() + ttlMs });
          }
          cb(null, { current: value, ttl: ttlMs });
        },
        (err: Error) => cb(err),
      );
    },
    /** Sends what was admitted here and not yet sent; resolves once the KV has answered. */
    flush: () => sync().then(() => undefined),
    close() {
      clearInterval(timer);
      return sync().then(() => undefined);
    },
  };
}

export type LocalCounter = ReturnType<typeof createLocalCounter>;
