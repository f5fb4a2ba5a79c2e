import { and, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { trackingEvents } from '../../db/schema/index.js';

/** Deletes up to `batch` tracking events created before `cutoff`; returns how many went. */
export function retentionRepository(db: Executor) {
  return {
    async deleteTrackingBefore(cutoff: Date, batch: number) {
      const ids = db
        .select({ id: trackingEvents.id })
        .from(trackingEvents)
        .where(lt(trackingEvents.createdAt, cutoff))
        .limit(batch);
      const rows = await db
        .delete(trackingEvents)
        .where(and(inArray(trackingEvents.id, ids), lt(trackingEvents.createdAt, cutoff)))
        .returning({ id: trackingEvents.id });
      return rows.length;
    },
  };
}
