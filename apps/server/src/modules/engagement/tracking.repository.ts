import type { Executor } from '../../db/client.js';
import { trackingEvents } from '../../db/schema/index.js';

export type NewEvent = typeof trackingEvents.$inferInsert;

/** Tracking events are only ever appended. */
export function trackingRepository(db: Executor) {
  return {
    async insert(batch: NewEvent[]) {
      await db.insert(trackingEvents).values(batch);
    },
  };
}
