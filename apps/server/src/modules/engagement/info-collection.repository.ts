import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { infoCollections, infoQuestionnaires, users } from '../../db/schema/index.js';

/** The profile-collection questionnaire and its submissions. */
export function infoCollectionRepository(db: Executor) {
  return {
    async questionnaire(id: number) {
      const [row] = await db.select().from(infoQuestionnaires).where(eq(infoQuestionnaires.id, id));
      return row ?? null;
    },
    async submissionOf(userId: string, questionnaireId: number) {
      const [row] = await db
        .select()
        .from(infoCollections)
        .where(and(eq(infoCollections.userId, userId), eq(infoCollections.questionnaireId, questionnaireId)));
      return row ?? null;
    },
    async ownedSubmission(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(infoCollections)
        .where(and(eq(infoCollections.id, id), eq(infoCollections.userId, userId)));
      return row ?? null;
    },
    /** Saves the answers and marks the user's pop-up ended, together; a second submission breaks the unique index. */
    submit(userId: string, questionnaireId: number, answers: unknown) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(infoCollections).values({ userId, questionnaireId, answers }).returning();
        await tx.update(users).set({ infoCollectionState: '1' }).where(eq(users.id, userId));
        return created!;
      });
    },
  };
}
