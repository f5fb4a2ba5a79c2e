import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { reportNarratives, surveyResumes, users } from '../../../db/schema/index.js';
import type { ReadResume } from '../resume-reader.js';

export function narrativeRepository(db: Executor) {
  return {
    find: async (recordId: string) =>
      (await db.select().from(reportNarratives).where(eq(reportNarratives.recordId, recordId)))[0] ?? null,

    /** Claims the first write; null when another request (or instance) already started it. */
    async claim(recordId: string, provider: string, resumeCount: number) {
      const [row] = await db
        .insert(reportNarratives)
        .values({ recordId, status: 'writing', provider, resumeCount, generation: randomUUID() })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Starts the narrative over (new résumé, or a writer that died): a new generation fences the old one out. */
    async restart(recordId: string, provider: string, resumeCount: number, onlyIfStaleBefore?: Date) {
      const fresh = {
        status: 'writing' as const,
        content: '',
        provider,
        resumeCount,
        generation: randomUUID(),
        updatedAt: new Date(),
      };
      const where = onlyIfStaleBefore
        ? and(
            eq(reportNarratives.recordId, recordId),
            eq(reportNarratives.status, 'writing'),
            lt(reportNarratives.updatedAt, onlyIfStaleBefore),
          )
        : eq(reportNarratives.recordId, recordId);
      const [row] = await db
        .insert(reportNarratives)
        .values({ recordId, ...fresh })
        .onConflictDoUpdate({
          target: reportNarratives.recordId,
          set: fresh,
          setWhere: onlyIfStaleBefore ? where : undefined,
        })
        .returning();
      return row ?? null;
    },

    /** Saves progress; false once a newer generation took over. */
    async save(recordId: string, generation: string, content: string, status: 'writing' | 'done' | 'error') {
      const rows = await db
        .update(reportNarratives)
        .set({ content, status, updatedAt: new Date() })
        .where(and(eq(reportNarratives.recordId, recordId), eq(reportNarratives.generation, generation)))
        .returning({ recordId: reportNarratives.recordId });
      return rows.length > 0;
    },

    resumes: (recordId: string) =>
      db.select().from(surveyResumes).where(eq(surveyResumes.recordId, recordId)).orderBy(asc(surveyResumes.createdAt)),

    /** An upload replaces the record's résumés as a whole (the user chose this set). */
    async replaceResumes(recordId: string, files: ReadResume[]) {
      return db.transaction(async (tx) => {
        await tx.delete(surveyResumes).where(eq(surveyResumes.recordId, recordId));
        if (files.length === 0) return [];
        return tx
          .insert(surveyResumes)
          .values(files.map((f) => ({ recordId, fileName: f.fileName, kind: f.kind, size: f.size, text: f.text })))
          .returning();
      });
    },

    tagsOf: async (userId: string) =>
      (
        await db.select({ workTag: users.workTag, layoutTag: users.layoutTag }).from(users).where(eq(users.id, userId))
      )[0] ?? {
        workTag: '',
        layoutTag: '',
      },

    resumeCount: async (recordId: string) =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(surveyResumes)
            .where(eq(surveyResumes.recordId, recordId))
        )[0]?.n ?? 0,
      ),
  };
}
