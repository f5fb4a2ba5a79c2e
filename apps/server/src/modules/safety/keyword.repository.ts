import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { safetyKeywords } from '../../db/schema/index.js';
import type { KeywordEntry } from './keyword-library.js';

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
  };
}
