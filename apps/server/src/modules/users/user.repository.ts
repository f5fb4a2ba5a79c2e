import { eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type NewUserRow, type UserRow, users } from '../../db/schema/index.js';

export type UserProfilePatch = Partial<
  Pick<
    NewUserRow,
    'infoCollectionState' | 'bootState' | 'completeAitestFirst' | 'tagiSCollect' | 'workTag' | 'layoutTag'
  >
>;

export function userRepository(db: Executor) {
  return {
    /**
     * The row and one more value computed in the same statement (e.g. a count another feature owns), prepared
     * once under `name`: `extra` gets the id as `sql.placeholder('userId')`.
     */
    prepareFindByIdWith<T>(name: string, extra: (userId: Placeholder<'userId'>) => SQL<T>) {
      const userId = sql.placeholder('userId');
      const query = db
        .select({ ...getTableColumns(users), extra: extra(userId) })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
        .prepare(name);
      return async (id: string) => {
        const [row] = await query.execute({ userId: id });
        if (!row) return null;
        const { extra: value, ...user } = row;
        return { row: user as UserRow, extra: value as T };
      };
    },
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
