import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chinaDayOf } from '../../lib/china-day.js';

const day = chinaDayOf;

export type DayMetric =
  'visitors' | 'signups' | 'testsFinished' | 'conversations' | 'orders' | 'revenueFen' | 'refundFen';

/** One statement per metric, each `day, value` since `from`; read from the tables the product already writes. */
const METRICS: Record<DayMetric, (from: Date) => SQL> = {
  visitors: (from) => sql`select ${day(sql`created_at`)} as day, count(distinct coalesce(user_id, ip))::int as n
    from tracking_events where event_name = 'PageView' and created_at >= ${from} group by 1`,
  signups: (from) => sql`select ${day(sql`created_at`)} as day, count(*)::int as n
    from users where created_at >= ${from} group by 1`,
  testsFinished: (from) => sql`select ${day(sql`submitted_at`)} as day, count(*)::int as n
    from survey_records where status = 'submitted' and submitted_at >= ${from} group by 1`,
  conversations: (from) => sql`select ${day(sql`created_at`)} as day, count(*)::int as n
    from conversations where created_at >= ${from} group by 1`,
  orders: (from) => sql`select ${day(sql`paid_at`)} as day, count(*)::int as n
    from orders where status = 1 and paid_at >= ${from} group by 1`,
  revenueFen: (from) => sql`select ${day(sql`paid_at`)} as day, sum(amount_fen)::int8 as n
    from orders where status = 1 and paid_at >= ${from} group by 1`,
  refundFen: (from) => sql`select ${day(sql`completed_at`)} as day, sum(amount_fen)::int8 as n
    from order_refunds where status = 'succeeded' and completed_at >= ${from} group by 1`,
};

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
const rowsOf = async <T>(db: Executor, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export function dashboardRepository(db: Executor) {
  return {
    async perDay(metric: DayMetric, from: Date) {
      const rows = await rowsOf<{ day: string; n: number | string | null }>(db, METRICS[metric](from));
      return new Map(rows.map((r) => [r.day, Number(r.n ?? 0)]));
    },
    /** Visitors first seen since `from`, and how many of them logged in, finished a test, paid. */
    async funnel(from: Date) {
      const [row] = await rowsOf<Record<string, number | string>>(
        db,
        sql`select count(*)::int as visitors,
          count(v.claimed_by_user_id)::int as logins,
          count(*) filter (where exists (select 1 from survey_records r
            where r.user_id = v.claimed_by_user_id and r.status = 'submitted'))::int as tests,
          count(*) filter (where exists (select 1 from orders o
            where o.user_id = v.claimed_by_user_id and o.status = 1))::int as paid
        from visitors v where v.created_at >= ${from}`,
      );
      return {
        visitors: Number(row?.visitors ?? 0),
        logins: Number(row?.logins ?? 0),
        testsFinished: Number(row?.tests ?? 0),
        paid: Number(row?.paid ?? 0),
      };
    },
    /** Sign-ups since `from` by the invite code that brought them ('' for none), with what they went on to do. */
    async channels(from: Date) {
      const rows = await rowsOf<Record<string, number | string | null>>(
        db,
        sql`select coalesce(i.invite_code, '') as code, i.nickname as inviter,
          count(*)::int as signups,
          count(*) filter (where exists (select 1 from survey_records r
            where r.user_id = u.id and r.status = 'submitted'))::int as tests,
          count(*) filter (where exists (select 1 from orders o where o.user_id = u.id and o.status = 1))::int as paid,
          coalesce(sum((select sum(o.amount_fen) from orders o where o.user_id = u.id and o.status = 1)), 0)::int8 as revenue
        from users u left join users i on i.id = u.invited_by_user_id
        where u.created_at >= ${from}
        group by 1, 2 order by signups desc, code limit 100`,
      );
      return rows.map((r) => ({
        inviteCode: String(r.code ?? ''),
        inviterNickname: r.inviter === null ? null : String(r.inviter),
        signups: Number(r.signups),
        testsFinished: Number(r.tests),
        paid: Number(r.paid),
        revenueFen: Number(r.revenue),
      }));
    },
    /** Blocks per category since `from`, most first. */
    async blocksByCategory(from: Date) {
      const rows = await rowsOf<{ category: string; count: number | string }>(
        db,
        sql`select category, count(*)::int as count from safety_blocks where created_at >= ${from}
          group by category order by count(*) desc, category`,
      );
      return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
    },
    /** Reports and blocks still awaiting an operator's decision. */
    async openReviews() {
      const [row] = await rowsOf<{ reports: number | string; blocks: number | string }>(
        db,
        sql`select (select count(*) from safety_reports where status = 'pending')::int as reports,
          (select count(*) from safety_blocks where status = 'pending')::int as blocks`,
      );
      return { openReports: Number(row?.reports ?? 0), openBlocks: Number(row?.blocks ?? 0) };
    },
  };
}
