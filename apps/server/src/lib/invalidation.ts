import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor, ListenHandlers } from '../db/client.js';

/**
 * How instances tell each other to drop cached copies: PostgreSQL NOTIFY, for every cache in front of the
 * database. A notification goes out when the writing transaction commits (never before the change can be read,
 * and not at all when it rolls back); triggers can send them, so writes by any writer (a job, the admin CLI) are
 * announced; and the listener says when it may have missed some (`live(false)`), so a cache can stop trusting
 * its copies. Every instance that shares a database hears the same notifications, with no other service involved.
 */
export interface Invalidation {
  /** Hears `channel`; resolves once the first attempt to listen has ended. The returned function stops. */
  listen(channel: string, on: ListenHandlers): Promise<() => Promise<void>>;
  /** Tells every instance, this one included; sent when `tx` commits when one is given, else at once. */
  announce(channel: string, payload: string, tx?: Executor): Promise<void>;
}

export function createInvalidation(database: DatabaseHandle): Invalidation {
  return {
    listen: (channel, on) => database.listen(channel, on),
    async announce(channel, payload, tx = database.db) {
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}

/**
 * A cache's subscription to `channel`. `isLive()` says whether every change is heard now: a cache keeps nothing
 * new while it is not. A first attempt to listen that fails leaves it not live; `onError` may report it.
 */
export function subscribe(
  invalidation: Invalidation,
  channel: string,
  on: ListenHandlers,
  onError?: (err: unknown) => void,
) {
  let live = false;
  const listening = invalidation
    .listen(channel, {
      message: on.message,
      live(listening) {
        live = listening;
        on.live(listening);
      },
    })
    .catch((err: unknown) => {
      onError?.(err);
      return null;
    });
  return {
    isLive: () => live,
    ready: () => listening.then(() => undefined),
    async close() {
      live = false;
      const stop = await listening;
      await stop?.();
    },
  };
}
