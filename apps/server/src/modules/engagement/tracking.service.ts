import { Engagement, EngagementText, type TrackEventBody } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { Kv } from '../../kv/index.js';
import type { Logger } from '../../lib/logger.js';
import { AppError } from '../../lib/errors.js';
import { trackingRepository, type NewEvent } from './tracking.repository.js';

const FLUSH_MS = 500;
const FLUSH_AT = 200;
/** Beyond this many waiting events (database down) new ones are dropped rather than filling memory. */
const MAX_PENDING = 10_000;

function paramsObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw AppError.badRequest(EngagementText.trackingParamsInvalid);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw AppError.badRequest(EngagementText.trackingParamsInvalid);
  }
  const { extraData } = value as { extraData?: unknown };
  if (extraData !== undefined && (!extraData || typeof extraData !== 'object' || Array.isArray(extraData))) {
    throw AppError.badRequest(EngagementText.trackingExtraDataInvalid);
  }
  return value as Record<string, unknown>;
}

/**
 * Tracking events: checked, limited per IP through the KV, then queued and written in batches, so a burst
 * costs one insert per batch and the caller never waits on the database. Append-only: nothing updates rows.
 */
export function createTrackingService({ db, kv, log }: { db: Database; kv: Kv; log: Logger }) {
  let pending: NewEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const repo = trackingRepository(db);

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    if (batch.length) {
      writing = writing.then(() =>
        repo.insert(batch).then(
          () => undefined,
          (err: unknown) => log.error({ err, events: batch.length }, 'writing tracking events failed'),
        ),
      );
    }
    return writing;
  }

  return {
    async track(input: { body: TrackEventBody; ip: string; sessionUserId: string | null }) {
      const params = paramsObject(input.body.params);
      const { value } = await kv.incr(`track:${input.ip}`, 60_000);
      if (value > Engagement.tracking.perIpPerMinute) throw AppError.tooManyRequests();
      if (pending.length >= MAX_PENDING) return;
      // Anyone can send any userId: it is kept as a claim; the user column holds only the session's user.
      const { userId: claimedUserId, ...rest } = params;
      pending.push({
        eventName: input.body.eventName,
        eventType: input.body.eventType,
        subEvent: input.body.subEvent,
        location: input.body.location,
        params: claimedUserId === undefined ? rest : { ...rest, claimedUserId },
        userId: input.sessionUserId,
        ip: input.ip,
      });
      if (pending.length >= FLUSH_AT) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
    },
    /** Writes what is queued; called on shutdown and by tests. */
    flush,
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
