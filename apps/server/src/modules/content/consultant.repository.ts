import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { consultants, type ConsultantRow } from '../../db/schema/index.js';

export type { ConsultantRow };
export type ConsultantValues = Omit<typeof consultants.$inferInsert, 'id' | 'createdAt'>;

const live = isNull(consultants.deletedAt);
const order = [asc(consultants.sort), asc(consultants.createdAt), asc(consultants.id)];

export function consultantRepository(db: Executor) {
  return {
    enabled: () =>
      db
        .select()
        .from(consultants)
        .where(and(eq(consultants.enabled, true), live))
        .orderBy(...order),
    all: () =>
      db
        .select()
        .from(consultants)
        .where(live)
        .orderBy(...order),
    /** Locks the row for the rest of the transaction, so two edits of one consultant serialize. */
    async find(id: string) {
      const [row] = await db
        .select()
        .from(consultants)
        .where(and(eq(consultants.id, id), live))
        .for('update');
      return row ?? null;
    },
    async insert(values: ConsultantValues & { id?: string }) {
      const [row] = await db.insert(consultants).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<ConsultantValues>) {
      const [row] = await db.update(consultants).set(values).where(eq(consultants.id, id)).returning();
      return row!;
    },
    /** Rows with these ids that were never there; a deleted one stays deleted. */
    async insertMissing(rows: (ConsultantValues & { id: string })[]) {
      if (rows.length) await db.insert(consultants).values(rows).onConflictDoNothing();
    },
  };
}
