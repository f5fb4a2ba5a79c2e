import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { erasureRepository } from './erasure.repository.js';
import { retentionRepository } from './retention.repository.js';

/**
 * A kind of record kept only for a while: `purge` deletes (a batch of) rows older than `cutoff` and says how many
 * went; the job calls it again while a full batch went.
 */
export interface RetentionRule {
  name: string;
  maxAgeMs: number;
  purge(cutoff: Date, batch: number): Promise<number>;
}

const BATCH = 5000;

/**
 * Deletes what is kept no longer than its configured age. Tracking events and erased accounts' orders are
 * registered here; other modules register their own records (e.g. blocked content) with `register`.
 */
export function createRetentionService({
  db,
  log,
  trackingMaxAgeMs,
}: {
  db: Database;
  log: Logger;
  trackingMaxAgeMs: number;
}) {
  const repo = retentionRepository(db);
  const rules: RetentionRule[] = [
    {
      name: 'tracking_events',
      maxAgeMs: trackingMaxAgeMs,
      purge: (cutoff, batch) => repo.deleteTrackingBefore(cutoff, batch),
    },
  ];
  return {
    register(rule: RetentionRule) {
      if (rules.some((r) => r.name === rule.name)) throw new Error(`retention rule ${rule.name} registered twice`);
      rules.push(rule);
    },
    rules: () => rules.map(({ name, maxAgeMs }) => ({ name, maxAgeMs })),
    /** One pass over every rule; returns how many rows each deleted. A failing rule does not stop the others. */
    async run(now = new Date()) {
      const deleted: Record<string, number> = {};
      for (const rule of rules) {
        const cutoff = new Date(now.getTime() - rule.maxAgeMs);
        let total = 0;
        try {
          for (let n = BATCH; n === BATCH; total += n) n = await rule.purge(cutoff, BATCH);
        } catch (err) {
          log.error({ err, rule: rule.name }, 'retention rule failed');
        }
        deleted[rule.name] = total;
      }
      // Orders outlive an erased account by the years the law asks, counted from its latest order.
      deleted.erased_accounts = await db.transaction((tx) => erasureRepository(tx).purgeExpiredOrders(now));
      return deleted;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
