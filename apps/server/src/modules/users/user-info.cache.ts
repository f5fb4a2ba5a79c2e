import type { UserInfo } from '@lucina/contracts';
import type { DatabaseHandle } from '../../db/client.js';

/** Announced by the database's triggers (migration 0011) when a write that changes a user's info commits. */
export const USER_INFO_CHANNEL = 'user_info_changed';
/** The payload naming every user at once: a broadcast message, or a write to many users. */
const EVERYONE = '*';
/** The safety net: no instance answers from a copy older than this, whatever happens to the notifications. */
export const USER_INFO_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry {
  info: UserInfo;
  until: number;
}

/**
 * User id → getLucinaInfo's answer for at most a second, so the page-by-page info call mostly skips the database.
 * Exact because the database itself announces each committed write to the user row, its messages or its reads
 * (whoever writes: a request, a job, another instance), and every instance listens. Caches nothing while it is
 * not listening, and never stores a read that a change overtook.
 */
export function createUserInfoCache(database: DatabaseHandle, ttlMs = USER_INFO_CACHE_TTL_MS) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let live = false;

  function forget(userId: string) {
    generation++;
    if (userId === EVERYONE) entries.clear();
    else entries.delete(userId);
  }

  const listening = database
    .listen(USER_INFO_CHANNEL, {
      message: forget,
      live(listening) {
        // Changes may have been missed while not listening: nothing cached before then is trusted.
        live = listening;
        forget(EVERYONE);
      },
    })
    .catch(() => null);

  return {
    get(userId: string, now = Date.now()) {
      const entry = entries.get(userId);
      if (!entry) return null;
      if (entry.until > now) return entry.info;
      entries.delete(userId);
      return null;
    },
    /** A token of the read that is about to start; `put` with it stores nothing if a change came between. */
    ticket: () => generation,
    put(ticket: number, userId: string, info: UserInfo) {
      if (!live || ticket !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(userId, { info, until: Date.now() + ttlMs });
    },
    /**
     * A write request just ended on this instance: its own notification may still be on the way, and the
     * writer's next request must not see the old answer here.
     */
    forgetAll: () => forget(EVERYONE),
    ready: () => listening.then(() => undefined),
    async close() {
      live = false;
      entries.clear();
      const stop = await listening;
      await stop?.();
    },
  };
}

export type UserInfoCache = ReturnType<typeof createUserInfoCache>;
