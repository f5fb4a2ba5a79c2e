import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { feedbackCategories, feedbackReplies, feedbacks, users } from '../../db/schema/index.js';

const columns = {
  id: feedbacks.id,
  userId: feedbacks.userId,
  userNickname: users.nickname,
  categoryId: feedbacks.categoryId,
  categoryName: sql<string>`coalesce(${feedbackCategories.name}, '')`,
  content: feedbacks.content,
  contact: feedbacks.contact,
  status: feedbacks.status,
  screenshotPath: feedbacks.screenshotPath,
  createdAt: feedbacks.createdAt,
};

/** Feedback as the console sees it: every user's, with the author's nickname and the category name. */
export function adminFeedbackRepository(db: Executor) {
  const base = () =>
    db
      .select(columns)
      .from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId))
      .leftJoin(feedbackCategories, eq(feedbackCategories.id, feedbacks.categoryId));

  return {
    async page(filter: { status?: number | undefined; categoryId?: number | undefined }, page: number, size: number) {
      const conds: SQL[] = [];
      if (filter.status !== undefined) conds.push(eq(feedbacks.status, filter.status));
      if (filter.categoryId !== undefined) conds.push(eq(feedbacks.categoryId, filter.categoryId));
      const where = conds.length ? and(...conds) : undefined;
      const [rows, total] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
          .limit(size)
          .offset((page - 1) * size),
        db.$count(feedbacks, where),
      ]);
      return { rows, total };
    },
    /** `lock` holds the row for the rest of the transaction, so two replies or a reply and a close serialize. */
    async find(id: string, lock = false) {
      const query = base().where(eq(feedbacks.id, id)).limit(1);
      const [row] = lock ? await query.for('update', { of: feedbacks }) : await query;
      return row ?? null;
    },
    async setStatus(id: string, status: number) {
      await db.update(feedbacks).set({ status }).where(eq(feedbacks.id, id));
    },
    async addReply(row: { feedbackId: string; actorUserId: string; content: string; messageId: string | null }) {
      await db.insert(feedbackReplies).values(row);
    },
    replies(feedbackId: string) {
      return db
        .select({
          id: feedbackReplies.id,
          content: feedbackReplies.content,
          actorNickname: users.nickname,
          createdAt: feedbackReplies.createdAt,
        })
        .from(feedbackReplies)
        .leftJoin(users, eq(users.id, feedbackReplies.actorUserId))
        .where(eq(feedbackReplies.feedbackId, feedbackId))
        .orderBy(asc(feedbackReplies.createdAt));
    },
  };
}

export type AdminFeedbackRow = NonNullable<Awaited<ReturnType<ReturnType<typeof adminFeedbackRepository>['find']>>>;
