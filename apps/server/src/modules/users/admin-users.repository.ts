import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accountRoles,
  conversations,
  reportUnlocks,
  surveyRecords,
  userCoupons,
  users,
} from '../../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** LIKE's own characters in a keyword are matched literally. */
const likeText = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = {
  id: users.id,
  nickname: users.nickname,
  phone: users.phone,
  email: users.email,
  userGrade: users.userGrade,
  endTime: users.endTime,
  chatCount: users.chatCount,
  role: accountRoles.role,
  createdAt: users.createdAt,
};

/** Accounts as the console sees them; never the content of their conversations. */
export function adminUsersRepository(db: Executor) {
  const base = () => db.select(columns).from(users).leftJoin(accountRoles, eq(accountRoles.userId, users.id));
  return {
    async page(keyword: string | undefined, page: number, size: number) {
      let where: SQL | undefined;
      if (keyword) {
        const like = likeText(keyword);
        where = or(
          ilike(users.phone, like),
          ilike(users.email, like),
          ilike(users.nickname, like),
          UUID.test(keyword) ? eq(users.id, keyword) : undefined,
        );
      }
      const [rows, total] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(size)
          .offset((page - 1) * size),
        db.$count(users, where),
      ]);
      return { rows, total };
    },
    async find(id: string, lock = false) {
      const q = db
        .select({
          ...columns,
          wechatOpenId: users.wechatOpenId,
          wechatMpOpenId: users.wechatMpOpenId,
          inviteCode: users.inviteCode,
          invitedByUserId: users.invitedByUserId,
        })
        .from(users)
        .leftJoin(accountRoles, eq(accountRoles.userId, users.id))
        .where(eq(users.id, id))
        .limit(1);
      const [row] = lock ? await q.for('update', { of: users }) : await q;
      return row ?? null;
    },
    async nicknameOf(id: string) {
      const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, id)).limit(1);
      return row?.nickname ?? null;
    },
    async conversationCount(userId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversations)
        .where(and(eq(conversations.userId, userId), isNull(conversations.deletedAt)));
      return row?.n ?? 0;
    },
    coupons: (userId: string) =>
      db.select().from(userCoupons).where(eq(userCoupons.userId, userId)).orderBy(desc(userCoupons.createdAt)),
    records: (userId: string) =>
      db
        .select({
          id: surveyRecords.id,
          status: surveyRecords.status,
          hollandCode: surveyRecords.hollandCode,
          unlocked: sql<boolean>`exists (select 1 from ${reportUnlocks} where ${reportUnlocks.recordId} = ${surveyRecords.id})`,
          createdAt: surveyRecords.createdAt,
          submittedAt: surveyRecords.submittedAt,
        })
        .from(surveyRecords)
        .where(and(eq(surveyRecords.userId, userId), eq(surveyRecords.yn, 1)))
        .orderBy(desc(surveyRecords.createdAt))
        .limit(50),
    async addChats(userId: string, chats: number) {
      await db
        .update(users)
        .set({ chatCount: sql`${users.chatCount} + ${chats}`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    async setMembership(userId: string, level: number, endTime: Date) {
      await db
        .update(users)
        .set({ userGrade: level, endTime, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    /** Marks the account disabled; false when it already was (or is gone). */
    async disable(userId: string) {
      const rows = await db
        .update(users)
        .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.disabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
