import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dataExports } from '../../db/schema/index.js';

/** The rows of the accounts' data copies; the files they name live under DATA_DIR/uploads/exports. */
export function exportRepository(db: Executor) {
  return {
    /** The account's latest copy. */
    async latest(userId: string) {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row ?? null;
    },
    async find(id: string) {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },
    /** A new copy being prepared; null when the account already has one (the partial unique index). */
    async insert(userId: string, now: Date) {
      const [row] = await db
        .insert(dataExports)
        .values({ userId, createdAt: now, startedAt: now })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    /**
     * Takes up copies whose preparation was left (the instance preparing them stopped): their start moves to now,
     * so only one instance takes each.
     */
    async claimStale(startedBefore: Date, now: Date, batch: number) {
      const stale = db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(and(eq(dataExports.status, 'preparing'), lt(dataExports.startedAt, startedBefore)))
        .limit(batch);
      return db
        .update(dataExports)
        .set({ startedAt: now })
        .where(
          and(
            inArray(dataExports.id, stale),
            eq(dataExports.status, 'preparing'),
            lt(dataExports.startedAt, startedBefore),
          ),
        )
        .returning({ id: dataExports.id, userId: dataExports.userId });
    },
    async markReady(id: string, file: { fileName: string; sizeBytes: number }, now: Date, expiresAt: Date) {
      const rows = await db
        .update(dataExports)
        .set({ status: 'ready', ...file, readyAt: now, expiresAt })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },
    async markFailed(id: string) {
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')));
    },
    /**
     * Deletes up to `batch` copies that expired, or failed or were left before `cutoff`; returns their file names
     * so the caller removes the files.
     */
    async deleteExpired(now: Date, cutoff: Date, batch: number) {
      const old = or(
        lt(dataExports.expiresAt, now),
        and(sql`${dataExports.status} <> 'ready'`, lt(dataExports.createdAt, cutoff)),
      );
      const ids = db.select({ id: dataExports.id }).from(dataExports).where(old).limit(batch);
      return db
        .delete(dataExports)
        .where(and(inArray(dataExports.id, ids), old))
        .returning({ fileName: dataExports.fileName });
    },
  };
}
