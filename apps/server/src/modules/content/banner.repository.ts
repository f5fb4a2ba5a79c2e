import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { banners } from '../../db/schema/index.js';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id'>;

const live = isNull(banners.deletedAt);
const order = [asc(banners.sort), asc(banners.id)];

export function bannerRepository(db: Executor) {
  return {
    /** Enabled banners whatever their window, in display order. */
    enabled: () =>
      db
        .select()
        .from(banners)
        .where(and(eq(banners.enabled, true), live))
        .orderBy(...order),
    all: () =>
      db
        .select()
        .from(banners)
        .where(live)
        .orderBy(...order),
    /** `lock` holds the row for the rest of the transaction, so two edits of one banner serialize. */
    async find(id: number, lock = false) {
      const query = db
        .select()
        .from(banners)
        .where(and(eq(banners.id, id), live))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    async insert(values: BannerValues) {
      const [row] = await db.insert(banners).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<BannerValues>) {
      const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
      return row!;
    },
  };
}
