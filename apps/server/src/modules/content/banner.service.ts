import { ContentText, type AdminBanner, type Banner, type BannerInput } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import { bannerRepository, type BannerRow } from './banner.repository.js';
import type { ContentCache } from './content-cache.js';

const CACHE_KEY = 'banners';

const toAdmin = (b: BannerRow): AdminBanner => ({
  id: b.id,
  title: b.title,
  pcImageUrl: b.pcImageUrl,
  phoneImageUrl: b.phoneImageUrl,
  redirectUrl: b.redirectUrl,
  sort: b.sort,
  enabled: b.enabled,
  startsAt: b.startsAt?.toISOString() ?? null,
  endsAt: b.endsAt?.toISOString() ?? null,
  updateTime: b.updatedAt.toISOString(),
});
/** What the audit log keeps of a banner: every field an operator sets. */
const auditView = (b: BannerRow) => {
  const { updateTime: _time, ...fields } = toAdmin(b);
  return fields;
};
const isActive = (b: BannerRow, now: number) =>
  (!b.startsAt || b.startsAt.getTime() <= now) && (!b.endsAt || b.endsAt.getTime() > now);

/** Home and market banners: the active ones for visitors (cached), and the console's CRUD (audited). */
export function createBannerService({ db, cache }: { db: Database; cache: ContentCache }) {
  const repo = bannerRepository(db);

  return {
    /** The window is applied at each read, so a banner starts and ends on time without any change message. */
    async activeList(now = Date.now()): Promise<Banner[]> {
      const rows = await cache.read(CACHE_KEY, () => repo.enabled());
      return rows
        .filter((b) => isActive(b, now))
        .map(({ id, title, pcImageUrl, phoneImageUrl, redirectUrl, sort }) => ({
          id,
          title,
          pcImageUrl,
          phoneImageUrl,
          redirectUrl,
          sort,
        }));
    },
    list: async () => (await repo.all()).map(toAdmin),
    async save(actorUserId: string, { id, ...fields }: BannerInput) {
      const values = {
        ...fields,
        startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
        endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
        updatedAt: new Date(),
      };
      const saved = await db.transaction(async (tx) => {
        const inTx = bannerRepository(tx);
        const before = id === undefined ? null : await inTx.find(id, true);
        if (id !== undefined && !before) throw AppError.notFound(ContentText.bannerNotFound);
        const row = before ? await inTx.update(before.id, values) : await inTx.insert(values);
        await auditRepository(tx).write({
          actorUserId,
          action: before ? 'banner.update' : 'banner.create',
          target: `banner:${row.id}`,
          before: before && auditView(before),
          after: auditView(row),
        });
        return toAdmin(row);
      });
      await cache.changed(CACHE_KEY);
      return saved;
    },
    async remove(actorUserId: string, id: number) {
      await db.transaction(async (tx) => {
        const inTx = bannerRepository(tx);
        const before = await inTx.find(id, true);
        if (!before) throw AppError.notFound(ContentText.bannerNotFound);
        await inTx.update(id, { deletedAt: new Date() });
        await auditRepository(tx).write({
          actorUserId,
          action: 'banner.delete',
          target: `banner:${id}`,
          before: auditView(before),
          after: null,
        });
      });
      await cache.changed(CACHE_KEY);
      return null;
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
