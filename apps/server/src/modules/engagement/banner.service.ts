import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { banners } from '../../db/schema/index.js';

/** Banners inside their active window, in display order. */
export function createBannerService({ db }: { db: Database }) {
  return {
    async activeList() {
      const now = sql`now()`;
      const rows = await db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.enabled, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.sort), asc(banners.id));
      return rows.map((b) => ({
        id: b.id,
        title: b.title,
        pcImageUrl: b.pcImageUrl,
        redirectUrl: b.redirectUrl,
        sort: b.sort,
      }));
    },
  };
}
