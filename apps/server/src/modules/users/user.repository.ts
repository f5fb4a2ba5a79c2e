import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type NewUserRow, users } from '../../db/schema/index.js';

export type UserProfilePatch = Partial<
  Pick<
    NewUserRow,
    'infoCollectionState' | 'bootState' | 'completeAitestFirst' | 'tagiSCollect' | 'workTag' | 'layoutTag'
  >
>;

export function userRepository(db: Executor) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async insert(row: NewUserRow) {
      const [created] = await db.insert(users).values(row).returning();
      return created!;
    },
    async update(id: string, patch: UserProfilePatch) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
  };
}
