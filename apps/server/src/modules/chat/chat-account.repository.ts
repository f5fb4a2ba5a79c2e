import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { surveyRecords, users, type StoredResult } from '../../db/schema/index.js';
import { once } from '../../lib/once.js';

const userId = sql.placeholder('userId');

/**
 * The one place a chat is charged: one free chat off an ordinary user's count, only while any are left, so
 * however many answers race the count never goes below 0; returns the id when it was taken. It runs when an
 * answer's rows are written (the answer's row names who paid, `charged_to`), and the statement that ends the
 * answer gives it back when no token went out or the service cut the answer short (message.repository.ts), so a
 * chat is paid for by its first streamed token and a user's own stop still counts. `also` sets more of the user's row in the
 * same statement (a statement may change a row only once). Written as SQL, not with the query builder: asking
 * builds it on every answer, and the builder takes about 30 µs where this takes 1.
 */
export const chargeChat = (id: string | null, also: SQL = sql``) => sql`
  update users set chat_count = chat_count - 1, updated_at = now()${also}
  where id = ${id} and chat_count > 0 returning id`;

/**
 * The few account fields chat reads and writes: quota, needs-survey tags, the thinking display switch.
 * The one that runs for every answer is prepared once (building a query costs more CPU than running it).
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
  }));
  return {
    async find(id: string) {
      const [row] = await prepared().find.execute({ userId: id });
      return row ?? null;
    },
    /** Charges one free chat (chargeChat); false when none was left. */
    async spendChat(id: string) {
      const result = (await db.execute(chargeChat(id))) as { rows: unknown[] };
      return result.rows.length === 1;
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
