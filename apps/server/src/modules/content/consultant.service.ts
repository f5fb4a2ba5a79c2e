import {
  ContentText,
  RiasecNames,
  type AdminConsultant,
  type Consultant,
  type ConsultantInput,
  type RiasecType,
} from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import type { ContentCache } from './content-cache.js';
import { consultantRepository, type ConsultantRow } from './consultant.repository.js';

const CACHE_KEY = 'consultants';

const inputOf = (row: ConsultantRow): Required<ConsultantInput> => ({
  id: row.id,
  name: row.name,
  photoUrl: row.photoUrl,
  title: row.title,
  years: row.years,
  specialtiesZh: row.specialties,
  introZh: row.intro,
  hollandCodes: row.hollandCodes,
  contactQrUrl: row.contactQrUrl,
  contactWechatId: row.contactWechatId,
  serviceConfigId: row.serviceConfigId,
  sort: row.sort,
  enabled: row.enabled,
});
const rowOf = (input: ConsultantInput) => ({
  name: input.name,
  photoUrl: input.photoUrl,
  title: input.title,
  years: input.years,
  specialties: input.specialtiesZh,
  intro: input.introZh,
  hollandCodes: input.hollandCodes,
  contactQrUrl: input.contactQrUrl,
  contactWechatId: input.contactWechatId,
  serviceConfigId: input.serviceConfigId,
  sort: input.sort,
  enabled: input.enabled,
});
const toAdmin = (row: ConsultantRow): AdminConsultant => ({ ...inputOf(row), updateTime: row.updatedAt.toISOString() });

/** Why a consultant suits a report: the report's strongest type they guide, and what they are good at. */
function reason(row: ConsultantRow, order: readonly RiasecType[], hollandCode: string) {
  const shared = order.find((t) => row.hollandCodes.includes(t)) ?? order[0]!;
  const focus = row.specialties.slice(0, 2).join('、');
  return `你的兴趣代码 ${hollandCode} 中${RiasecNames[shared]}特点明显，${row.name}常年辅导这类同学，擅长${focus}。`;
}

/**
 * Consultants recommended on full reports: real people an operator added (none until then), matched to the
 * report's Holland code; and the console's CRUD, audited.
 */
export function createConsultantService({ db, cache }: { db: Database; cache: ContentCache }) {
  const repo = consultantRepository(db);

  return {
    /** The `count` whose types best cover the report's top three (weights 3, 2, 1); ties keep the console's order. */
    async recommend(order: readonly RiasecType[], hollandCode: string, count = 2): Promise<Consultant[]> {
      const rows = await cache.read(CACHE_KEY, () => repo.enabled());
      const weight = (t: string) => Math.max(0, 3 - order.indexOf(t as RiasecType));
      return rows
        .map((row, index) => ({ row, index, score: [...row.hollandCodes].reduce((s, t) => s + weight(t), 0) }))
        .sort((a, b) => b.score - a.score || a.index - b.index)
        .slice(0, count)
        .map(({ row }) => ({
          id: row.id,
          name: row.name,
          title: row.title,
          years: row.years,
          specialtiesZh: row.specialties,
          introZh: row.intro,
          reasonZh: reason(row, order, hollandCode),
          serviceConfigId: row.serviceConfigId,
          photoUrl: row.photoUrl,
          contactQrUrl: row.contactQrUrl,
          contactWechatId: row.contactWechatId,
        }));
    },
    list: async () => (await repo.all()).map(toAdmin),
    async save(actorUserId: string, input: ConsultantInput) {
      const saved = await db.transaction(async (tx) => {
        const inTx = consultantRepository(tx);
        const before = input.id === undefined ? null : await inTx.find(input.id);
        if (input.id !== undefined && !before) throw AppError.notFound(ContentText.consultantNotFound);
        const values = { ...rowOf(input), updatedAt: new Date() };
        const row = before ? await inTx.update(before.id, values) : await inTx.insert(values);
        await auditRepository(tx).write({
          actorUserId,
          action: before ? 'consultant.update' : 'consultant.create',
          target: `consultant:${row.id}`,
          before: before && inputOf(before),
          after: inputOf(row),
        });
        return toAdmin(row);
      });
      await cache.changed(CACHE_KEY);
      return saved;
    },
    async remove(actorUserId: string, id: string) {
      await db.transaction(async (tx) => {
        const inTx = consultantRepository(tx);
        const before = await inTx.find(id);
        if (!before) throw AppError.notFound(ContentText.consultantNotFound);
        await inTx.update(id, { deletedAt: new Date() });
        await auditRepository(tx).write({
          actorUserId,
          action: 'consultant.delete',
          target: `consultant:${id}`,
          before: inputOf(before),
          after: null,
        });
      });
      await cache.changed(CACHE_KEY);
      return null;
    },
  };
}

export type ConsultantService = ReturnType<typeof createConsultantService>;
