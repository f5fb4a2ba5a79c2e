import { and, desc, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { once } from '../../lib/once.js';
import { systemMessageReads, systemMessages, users } from '../../db/schema/index.js';

export type NewSystemMessage = typeof systemMessages.$inferInsert;

/** Messages a user may see: their own, and broadcasts sent since their account existed. */
function visibleTo(userId: string | Placeholder): SQL {
  return or(
    eq(systemMessages.userId, userId),
    and(
      isNull(systemMessages.userId),
      sql`${systemMessages.createdAt} >= (select ${users.createdAt} from ${users} where ${users.id} = ${userId})`,
    ),
  )!;
}

const readJoin = (userId: string | Placeholder) =>
  and(eq(systemMessageReads.messageId, systemMessages.id), eq(systemMessageReads.userId, userId));

/** The unread count as a scalar subquery, so a caller can fetch it in the same statement as its own row. */
export function unreadCountSql(userId: string | Placeholder): SQL<number> {
  return sql<number>`(select count(*)::int from ${systemMessages} left join ${systemMessageReads} on ${readJoin(userId)} where ${and(visibleTo(userId), isNull(systemMessageReads.messageId))})`;
}

const columns = {
  id: systemMessages.id,
  kind: systemMessages.kind,
  title: systemMessages.title,
  content: systemMessages.content,
  link: systemMessages.link,
  createdAt: systemMessages.createdAt,
  readAt: systemMessageReads.readAt,
};

export function messagesRepository(db: Executor) {
  // The unread badge is read on every page: built once, prepared on the server.
  const unreadCount = once(() => {
    const userId = sql.placeholder('userId');
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(systemMessages)
      .leftJoin(systemMessageReads, readJoin(userId))
      .where(and(visibleTo(userId), isNull(systemMessageReads.messageId)))
      .prepare('system_messages_unread_count');
  });
  // The message list is read on every visit of the message page: the page and the total in one statement (the
  // window counts every visible row before the limit applies), built once and prepared on the server.
  const pageWithTotal = once(() => {
    const userId = sql.placeholder('userId');
    return db
      .select({ ...columns, total: sql<number>`(count(*) over ())::int` })
      .from(systemMessages)
      .leftJoin(systemMessageReads, readJoin(userId))
      .where(visibleTo(userId))
      .orderBy(desc(systemMessages.createdAt), desc(systemMessages.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('system_messages_page');
  });
  async function countVisible(userId: string) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(systemMessages)
      .where(visibleTo(userId));
    return count?.n ?? 0;
  }
  return {
    /** Inserts unless the dedupe key was used before; returns the new row or null. */
    async insert(row: NewSystemMessage) {
      const [created] = await db.insert(systemMessages).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    async page(userId: string, page: number, pageSize: number) {
      const rows = await pageWithTotal().execute({ userId, limit: pageSize, offset: (page - 1) * pageSize });
      // Past the last page the window has no row to carry the total: only then is it counted apart.
      const total = rows[0]?.total ?? (page > 1 ? await countVisible(userId) : 0);
      return { rows, total };
    },
    async findVisible(userId: string, id: string) {
      const [row] = await db
        .select(columns)
        .from(systemMessages)
        .leftJoin(systemMessageReads, readJoin(userId))
        .where(and(eq(systemMessages.id, id), visibleTo(userId)))
        .limit(1);
      return row ?? null;
    },
    async unreadCount(userId: string) {
      const [row] = await unreadCount().execute({ userId });
      return row?.n ?? 0;
    },
    async markRead(userId: string, messageId: string) {
      await db.insert(systemMessageReads).values({ userId, messageId }).onConflictDoNothing();
    },
    async markAllRead(userId: string) {
      await db.execute(sql`
        insert into ${systemMessageReads} (message_id, user_id)
        select ${systemMessages.id}, ${userId}::uuid from ${systemMessages}
        where ${visibleTo(userId)}
        on conflict do nothing`);
    },
  };
}
