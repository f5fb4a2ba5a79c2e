import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

type ProfilePatch = Partial<
  Pick<typeof users.$inferInsert, 'tagiSCollect' | 'workTag' | 'layoutTag' | 'nickname' | 'userIcon'>
>;

/** The profile fields of a user's row. */
export function profileRepository(db: Executor) {
  const update = (userId: string, patch: ProfilePatch) =>
    db
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  return {
    /** Writes the needs-survey state and tags; null when the user is gone. */
    async setSurveyTags(userId: string, patch: Pick<ProfilePatch, 'tagiSCollect' | 'workTag' | 'layoutTag'>) {
      const [row] = await update(userId, patch).returning({
        tagiSCollect: users.tagiSCollect,
        workTag: users.workTag,
        layoutTag: users.layoutTag,
      });
      return row ?? null;
    },
    async setNickname(userId: string, nickname: string) {
      await update(userId, { nickname });
    },
    async avatarOf(userId: string) {
      const [row] = await db.select({ userIcon: users.userIcon }).from(users).where(eq(users.id, userId));
      return row?.userIcon ?? null;
    },
    async setAvatar(userId: string, userIcon: string) {
      await update(userId, { userIcon });
    },
  };
}
