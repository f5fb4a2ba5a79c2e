import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { safetyKeywords, type SafetyKeywordRow } from '../../db/schema/index.js';
import type { KeywordEntry } from './keyword-library.js';

export interface KeywordFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  status?: 'enabled' | 'disabled' | undefined;
}

/** `%` and `_` in an operator's search are literal characters, not patterns. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The keyword library's rows. Removing disables a row, so the seeder does not bring a shipped one back. */
export function keywordRepository(db: Executor) {
  return {
    async enabled(): Promise<KeywordEntry[]> {
      const rows = await db
        .select({ term: safetyKeywords.term, category: safetyKeywords.category })
        .from(safetyKeywords)
        .where(eq(safetyKeywords.disabled, false))
        .orderBy(asc(safetyKeywords.id));
      return rows as KeywordEntry[];
    },
    /** The shipped entries not yet in the table (an operator's edits of existing terms stand). */
    async insertShipped(entries: readonly KeywordEntry[]) {
      for (let i = 0; i < entries.length; i += 1000) {
        await db
          .insert(safetyKeywords)
          .values(entries.slice(i, i + 1000).map((e) => ({ ...e, shipped: true })))
          .onConflictDoNothing({ target: safetyKeywords.term });
      }
    },
    /** Adds or re-enables terms (a term moves to the category given); the number written. */
    async upsert(entries: readonly KeywordEntry[]): Promise<number> {
      let written = 0;
      for (let i = 0; i < entries.length; i += 1000) {
        const rows = await db
          .insert(safetyKeywords)
          .values(entries.slice(i, i + 1000).map((e) => ({ ...e })))
          .onConflictDoUpdate({
            target: safetyKeywords.term,
            set: { category: sql`excluded.category`, disabled: false, updatedAt: sql`now()` },
          })
          .returning({ id: safetyKeywords.id });
        written += rows.length;
      }
      return written;
    },
    async disable(term: string, category?: string): Promise<boolean> {
      const rows = await db
        .update(safetyKeywords)
        .set({ disabled: true, updatedAt: sql`now()` })
        .where(
          and(
            eq(safetyKeywords.term, term),
            eq(safetyKeywords.disabled, false),
            category ? eq(safetyKeywords.category, category) : undefined,
          ),
        )
        .returning({ id: safetyKeywords.id });
      return rows.length > 0;
    },
    /** The console's page of the library, newest change first. */
    async page(filter: KeywordFilter, page: number, pageSize: number) {
      const conds: SQL[] = [];
      if (filter.keyword) conds.push(ilike(safetyKeywords.term, likeEscaped(filter.keyword)));
      if (filter.category) conds.push(eq(safetyKeywords.category, filter.category));
      if (filter.status) conds.push(eq(safetyKeywords.disabled, filter.status === 'disabled'));
      const where = conds.length ? and(...conds) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(safetyKeywords)
          .where(where)
          .orderBy(desc(safetyKeywords.updatedAt), desc(safetyKeywords.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.$count(safetyKeywords, where),
      ]);
      return { rows, total };
    },
    async find(id: number): Promise<SafetyKeywordRow | null> {
      const [row] = await db.select().from(safetyKeywords).where(eq(safetyKeywords.id, id)).limit(1);
      return row ?? null;
    },
    async findTerm(term: string): Promise<SafetyKeywordRow | null> {
      const [row] = await db.select().from(safetyKeywords).where(eq(safetyKeywords.term, term)).limit(1);
      return row ?? null;
    },
    /** The rows of these terms, by term (for an import to tell new terms from known ones). */
    async byTerms(terms: readonly string[]) {
      const found = new Map<string, { category: string; disabled: boolean }>();
      for (let i = 0; i < terms.length; i += 1000) {
        const rows = await db
          .select({ term: safetyKeywords.term, category: safetyKeywords.category, disabled: safetyKeywords.disabled })
          .from(safetyKeywords)
          .where(inArray(safetyKeywords.term, terms.slice(i, i + 1000)));
        for (const r of rows) found.set(r.term, r);
      }
      return found;
    },
    async setDisabled(id: number, disabled: boolean): Promise<SafetyKeywordRow | null> {
      const [row] = await db
        .update(safetyKeywords)
        .set({ disabled, updatedAt: sql`now()` })
        .where(eq(safetyKeywords.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id: number) {
      await db.delete(safetyKeywords).where(eq(safetyKeywords.id, id));
    },
    /** The library in force, for export: enabled entries, by category then term. */
    async enabledRows(category?: string) {
      return db
        .select({ term: safetyKeywords.term, category: safetyKeywords.category, shipped: safetyKeywords.shipped })
        .from(safetyKeywords)
        .where(and(eq(safetyKeywords.disabled, false), category ? eq(safetyKeywords.category, category) : undefined))
        .orderBy(asc(safetyKeywords.category), asc(safetyKeywords.term));
    },
  };
}
