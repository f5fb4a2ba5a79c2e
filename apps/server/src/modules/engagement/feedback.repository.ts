import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { feedbackCategories, feedbacks } from '../../db/schema/index.js';

export type NewFeedback = typeof feedbacks.$inferInsert;

/** Feedback categories and submissions. */
export function feedbackRepository(db: Executor) {
  return {
    categories: () => db.select().from(feedbackCategories).orderBy(asc(feedbackCategories.sort)),
    async insert(row: NewFeedback) {
      const [created] = await db.insert(feedbacks).values(row).returning();
      return created!;
    },
    /** A user's latest submissions, newest first. */
    latestOf: (userId: string, limit: number) =>
      db.select().from(feedbacks).where(eq(feedbacks.userId, userId)).orderBy(desc(feedbacks.createdAt)).limit(limit),
  };
}
