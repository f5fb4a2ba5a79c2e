import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { marketServices, type MarketServiceRow } from '../../db/schema/index.js';

export type { MarketServiceRow };

export function marketRepository(db: Executor) {
  return {
    /** Every service, on or off, in display order. */
    all: () => db.select().from(marketServices).orderBy(asc(marketServices.sort), asc(marketServices.configId)),
    /** Locks the row for the rest of the transaction, so two edits of one service serialize. */
    async find(configId: number) {
      const [row] = await db.select().from(marketServices).where(eq(marketServices.configId, configId)).for('update');
      return row ?? null;
    },
    async update(configId: number, values: Partial<typeof marketServices.$inferInsert>) {
      const [row] = await db
        .update(marketServices)
        .set(values)
        .where(eq(marketServices.configId, configId))
        .returning();
      return row!;
    },
    /** The shipped content, for services not in the table yet; what operators changed stays. */
    async insertMissing(rows: (typeof marketServices.$inferInsert)[]) {
      if (rows.length) await db.insert(marketServices).values(rows).onConflictDoNothing();
    },
  };
}
