import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { surveyRecords, users, type StoredResult } from '../../db/schema/index.js';
import { once } from '../../lib/once.js';

const userId = sql.placeholder('userId');

/**
 * The one place a chat is charged: one free chat off an ordinary user's count, only while any are left, so
 * however many answers race the count never goes below 0; returns the id when it was taken. It runs when an
 * answer's rows are written, and the answer gives the chat back when it ends before its first token
 * (Generation), so a chat is paid for by its first streamed token. `also` sets more of the user's row in the
 * same statement (a statement may change a row only once).
 */
export function chargeChat(db: Executor, id: string | null | Placeholder, also: { conversationCount?: SQL } = {}) {
  return db
    .update(users)
    .set({ chatCount: sql`${users.chatCount} - 1`, updatedAt: sql`now()`, ...also })
    .where(and(eq(users.id, id as string), sql`${users.chatCount} > 0`))
    .returning({ id: users.id });
}

/**
 * The few account fields chat reads and writes: quota, needs-survey tags, the thinking display switch.
 * The two that run for every answer are prepared once (building a query costs more CPU than running it).
 */
export function chatAccountRepository(db: Executor) {
  const prepared = once(() => ({
    find: db
      .select({
        id: users.id,
        userGrade: users.userGrade,
        endTime: users.endTime,
        chatCount: users.chatCount,
        workTag: users.workTag,
        layoutTag: users.layoutTag,
        // An answer's context in the same round trip: every statement before the model is asked is added to
        // the time to first token, and under load each one also waits for a pool connection.
        infoSubmitted: sql<boolean>`${users.infoCollectionState} = '1'`,
        // What ChatContextSource.latestResult reads for a user. `users.id` is spelled out: a column put in here
        // renders unqualified, and would then name the subquery's own id.
        latestResult: sql<{ result: StoredResult; submittedAt: string | null } | null>`(
          select json_build_object('result', r.result, 'submittedAt', r.submitted_at) from ${surveyRecords} r
          where r.user_id = users.id and r.status = 'submitted' order by r.submitted_at desc limit 1)`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
      .prepare('chat_account_find'),
    spend: chargeChat(db, userId).prepare('chat_account_spend'),
  }));
  return {
    async find(id: string) {
      const [row] = await prepared().find.execute({ userId: id });
      return row ?? null;
    },
    /** Charges one free chat (chargeChat); false when none was left. */
    async spendChat(id: string) {
      return (await prepared().spend.execute({ userId: id })).length === 1;
    },
    /** Gives back the chat an answer spent when it ended without a token (the upstream failed, a stop came first). */
    async refundChat(id: string) {
      await db
        .update(users)
        .set({ chatCount: sql`${users.chatCount} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },
    async toggleDisplayThinkProcess(id: string) {
      const [row] = await db
        .update(users)
        .set({
          displayThinkProcess: sql`case when ${users.displayThinkProcess} = '1' then '0' else '1' end`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning({ displayThinkProcess: users.displayThinkProcess });
      return row?.displayThinkProcess ?? null;
    },
  };
}

export type ChatAccount = NonNullable<Awaited<ReturnType<ReturnType<typeof chatAccountRepository>['find']>>>;
