import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chinaDayOf } from '../../lib/china-day.js';

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
const rowsOf = async <T>(db: Executor, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Sums come back as strings (node-postgres) or numbers/bigints (PGlite): read them exactly. */
const big = (v: unknown) => BigInt(String(v ?? 0));

/**
 * Answers of [from, to): every answer that ended (a regenerated one too: the model was paid for it), not those
 * still streaming, whose usage is not written yet. `messages_answers_created_idx` serves the range.
 */
const answersIn = (from: Date, to: Date) =>
  sql`m.role = 'assistant' and m.status <> 'streaming' and m.created_at >= ${from} and m.created_at < ${to}`;

export function usageRepository(db: Executor) {
  return {
    /** Answers and tokens per China day and model; '' for answers recorded before the model was. */
    async perDayAndModel(from: Date, to: Date) {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select ${chinaDayOf(sql`m.created_at`)} as day, coalesce(m.model, '') as model, count(*)::int as answers,
          coalesce(sum(m.prompt_tokens), 0)::int8 as prompt, coalesce(sum(m.completion_tokens), 0)::int8 as completion
        from messages m where ${answersIn(from, to)}
        group by 1, 2 order by 1, 2`,
      );
      return rows.map((r) => ({
        day: String(r.day),
        model: String(r.model),
        answers: Number(r.answers),
        promptTokens: big(r.prompt),
        completionTokens: big(r.completion),
      }));
    },
    /**
     * The accounts with the most tokens, with their cost in millionths of a fen at the current prices (tokens
     * times fen per million tokens: exact in numeric), summed per answer so each model is priced its own way.
     */
    async topUsers(from: Date, to: Date, limit: number) {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select c.user_id as id, u.nickname, u.phone, count(*)::int as answers,
          coalesce(sum(m.prompt_tokens), 0)::int8 as prompt, coalesce(sum(m.completion_tokens), 0)::int8 as completion,
          coalesce(sum(coalesce(m.prompt_tokens, 0)::numeric * p.input_fen_per_million
            + coalesce(m.completion_tokens, 0)::numeric * p.output_fen_per_million), 0)::text as micro
        from messages m
          join conversations c on c.id = m.conversation_id
          join users u on u.id = c.user_id
          left join model_prices p on p.model = m.model
        where ${answersIn(from, to)}
        group by c.user_id, u.nickname, u.phone
        order by coalesce(sum(m.prompt_tokens), 0) + coalesce(sum(m.completion_tokens), 0) desc, answers desc, c.user_id
        limit ${limit}`,
      );
      return rows.map((r) => ({
        userId: String(r.id),
        nickname: String(r.nickname),
        phone: r.phone === null ? null : String(r.phone),
        answers: Number(r.answers),
        promptTokens: big(r.prompt),
        completionTokens: big(r.completion),
        microFen: big(r.micro),
      }));
    },
  };
}
