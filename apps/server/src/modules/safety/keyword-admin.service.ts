import {
  AdminSafetyText,
  SafetyConsole,
  type AdminKeyword,
  type KeywordCategory,
  type KeywordImportResult,
} from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import type { SafetyKeywordRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/index.js';
import { categoryLabel, parseImport, toCsv, validTerm } from './keyword-import.js';
import { keywordRepository, type KeywordFilter } from './keyword.repository.js';

const toKeyword = (row: SafetyKeywordRow): AdminKeyword => ({
  id: row.id,
  term: row.term,
  category: row.category as KeywordCategory,
  shipped: row.shipped,
  disabled: row.disabled,
  updateTime: row.updatedAt.toISOString(),
});

/** The China date of an export, for its file name. */
const chinaDate = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * The console's keyword library. Every change commits with its audit row and then tells every instance to reload
 * (`changed`, the NOTIFY path of safety-library.ts). Shipped entries are disabled rather than deleted: the seeder
 * inserts any shipped term missing from the table at each start, so a deleted one would come back.
 */
export function createKeywordAdminService({ db, changed }: { db: Database; changed: () => Promise<void> }) {
  const repo = keywordRepository(db);

  async function setDisabled(actorUserId: string, id: number, disabled: boolean) {
    const row = await db.transaction(async (tx) => {
      const before = await keywordRepository(tx).find(id);
      if (!before) throw AppError.notFound(AdminSafetyText.keywordNotFound);
      const after = await keywordRepository(tx).setDisabled(id, disabled);
      await auditRepository(tx).write({
        actorUserId,
        action: disabled ? 'safety.keyword.disable' : 'safety.keyword.enable',
        target: `safety_keyword:${id}`,
        before: { term: before.term, category: before.category, disabled: before.disabled },
        after: { disabled },
      });
      return after!;
    });
    await changed();
    return row;
  }

  return {
    async list({ page, pageSize, ...filter }: KeywordFilter & { page: number; pageSize: number }) {
      const { rows, total } = await repo.page(filter, page, pageSize);
      return { list: rows.map(toKeyword), total, page, pageSize };
    },
    /** A new term, or a disabled one enabled again (in the category given); a term already in force is refused. */
    async add(actorUserId: string, input: { term: string; category: KeywordCategory }) {
      const term = validTerm(input.term);
      if (!term) throw AppError.badRequest(AdminSafetyText.termNoText);
      const row = await db.transaction(async (tx) => {
        const keywords = keywordRepository(tx);
        const before = await keywords.findTerm(term);
        if (before && !before.disabled && before.category === input.category) {
          throw AppError.conflict(AdminSafetyText.keywordExists(categoryLabel(before.category)));
        }
        await keywords.upsert([{ term, category: input.category }]);
        const after = (await keywords.findTerm(term))!;
        await auditRepository(tx).write({
          actorUserId,
          action: 'safety.keyword.add',
          target: `safety_keyword:${after.id}`,
          before: before && { category: before.category, disabled: before.disabled },
          after: { term, category: input.category },
        });
        return after;
      });
      await changed();
      return toKeyword(row);
    },
    async remove(actorUserId: string, id: number) {
      const row = await repo.find(id);
      if (!row) throw AppError.notFound(AdminSafetyText.keywordNotFound);
      if (row.shipped) {
        await setDisabled(actorUserId, id, true);
        return { removed: 'disabled' as const };
      }
      await db.transaction(async (tx) => {
        await keywordRepository(tx).remove(id);
        await auditRepository(tx).write({
          actorUserId,
          action: 'safety.keyword.delete',
          target: `safety_keyword:${id}`,
          before: { term: row.term, category: row.category, disabled: row.disabled },
          after: null,
        });
      });
      await changed();
      return { removed: 'deleted' as const };
    },
    enable: async (actorUserId: string, id: number) => toKeyword(await setDisabled(actorUserId, id, false)),
    /**
     * A whole file in one transaction: new terms added, known ones moved to the category given or enabled again,
     * the rest skipped; one audit row with the counts. The library is compiled once afterwards.
     */
    async import(
      actorUserId: string,
      input: { text: string; category: KeywordCategory },
    ): Promise<KeywordImportResult> {
      const lines = input.text.split('\n').length;
      if (lines > SafetyConsole.importMaxLines) throw AppError.badRequest(AdminSafetyText.importTooManyLines);
      const parsed = parseImport(input.text, input.category);
      if (!parsed.entries.length && !parsed.invalidLines.length) throw AppError.badRequest(AdminSafetyText.importEmpty);
      const result = await db.transaction(async (tx) => {
        const keywords = keywordRepository(tx);
        const known = await keywords.byTerms(parsed.entries.map((e) => e.term));
        let added = 0;
        let updated = 0;
        const writes = parsed.entries.filter((e) => {
          const row = known.get(e.term);
          if (!row) return ++added;
          if (row.disabled || row.category !== e.category) return ++updated;
          return false;
        });
        await keywords.upsert(writes);
        const skipped = parsed.entries.length - writes.length + parsed.repeated;
        const counts = { added, updated, skipped, invalid: parsed.invalidLines.length };
        await auditRepository(tx).write({
          actorUserId,
          action: 'safety.keyword.import',
          target: 'safety_keywords',
          before: null,
          after: { ...counts, lines, defaultCategory: input.category },
        });
        return counts;
      });
      if (result.added || result.updated) await changed();
      const summary =
        `新增 ${result.added} 个，更新 ${result.updated} 个，跳过 ${result.skipped} 个（已存在或重复）` +
        (result.invalid ? `，${result.invalid} 行无效未导入` : '');
      return {
        ...result,
        invalidLines: parsed.invalidLines.slice(0, SafetyConsole.importInvalidShown),
        summary,
      };
    },
    async export(category?: KeywordCategory, now = new Date()) {
      const rows = await repo.enabledRows(category);
      const name = category ? `-${category}` : '';
      return { filename: `关键词库${name}-${chinaDate(now)}.csv`, csv: toCsv(rows), count: rows.length };
    },
  };
}

export type KeywordAdminService = ReturnType<typeof createKeywordAdminService>;
