import { and, desc, eq, lt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { safetyBlocks, safetyReports, users } from '../../db/schema/index.js';

export type QueueSource = 'block' | 'report';
export type QueueStatus = 'pending' | 'dismissed' | 'confirmed';

export interface QueueFilter {
  source?: QueueSource | undefined;
  status?: QueueStatus | undefined;
  category?: string | undefined;
}

const blockFields = {
  id: safetyBlocks.id,
  source: sql<QueueSource>`'block'`.as('source'),
  status: safetyBlocks.status,
  category: safetyBlocks.category,
  rule: safetyBlocks.rule,
  stage: safetyBlocks.stage,
  question: safetyBlocks.question,
  answer: safetyBlocks.answer,
  userId: safetyBlocks.userId,
  nickname: users.nickname,
  disabledAt: users.disabledAt,
  visitorId: safetyBlocks.visitorId,
  createdAt: safetyBlocks.createdAt,
};
const reportFields = {
  id: safetyReports.id,
  source: sql<QueueSource>`'report'`.as('source'),
  status: safetyReports.status,
  category: safetyReports.reason,
  rule: safetyReports.detail,
  stage: sql<string>`'answer'`.as('stage'),
  question: safetyReports.question,
  answer: safetyReports.answer,
  userId: safetyReports.userId,
  nickname: users.nickname,
  disabledAt: users.disabledAt,
  visitorId: safetyReports.visitorId,
  createdAt: safetyReports.createdAt,
};

const TABLES = { block: safetyBlocks, report: safetyReports } as const;

function whereOf(source: QueueSource, filter: QueueFilter): SQL | undefined {
  const t = TABLES[source];
  const category = source === 'block' ? safetyBlocks.category : safetyReports.reason;
  return and(
    filter.status ? eq(t.status, filter.status) : undefined,
    filter.category ? eq(category, filter.category) : undefined,
  );
}

/** The review queue: blocked records and users' reports, read as one list (newest first). */
export function reviewRepository(db: Executor) {
  const blocks = (filter: QueueFilter) =>
    db
      .select(blockFields)
      .from(safetyBlocks)
      .leftJoin(users, eq(users.id, safetyBlocks.userId))
      .where(whereOf('block', filter));
  const reports = (filter: QueueFilter) =>
    db
      .select(reportFields)
      .from(safetyReports)
      .leftJoin(users, eq(users.id, safetyReports.userId))
      .where(whereOf('report', filter));

  return {
    async page(filter: QueueFilter, page: number, pageSize: number) {
      const sources: QueueSource[] = filter.source ? [filter.source] : ['block', 'report'];
      const offset = (page - 1) * pageSize;
      const query =
        sources.length === 2
          ? blocks(filter).unionAll(reports(filter))
          : sources[0] === 'block'
            ? blocks(filter)
            : reports(filter);
      const [rows, ...counts] = await Promise.all([
        query
          .orderBy(desc(sql`created_at`), desc(sql`id`))
          .limit(pageSize)
          .offset(offset),
        ...sources.map((s) => db.$count(TABLES[s], whereOf(s, filter))),
      ]);
      return { rows, total: counts.reduce((a, b) => a + b, 0) };
    },
    /** One item, locked for its review in the transaction that reads it. */
    async lock(source: QueueSource, id: string) {
      const [row] =
        source === 'block'
          ? await db
              .select(blockFields)
              .from(safetyBlocks)
              .leftJoin(users, eq(users.id, safetyBlocks.userId))
              .where(eq(safetyBlocks.id, id))
              .for('update', { of: safetyBlocks })
          : await db
              .select(reportFields)
              .from(safetyReports)
              .leftJoin(users, eq(users.id, safetyReports.userId))
              .where(eq(safetyReports.id, id))
              .for('update', { of: safetyReports });
      return row ?? null;
    },
    async setStatus(source: QueueSource, id: string, status: QueueStatus) {
      const t = TABLES[source];
      await db.update(t).set({ status }).where(eq(t.id, id));
    },
    /** Retention: deletes up to `batch` records created before `cutoff`; how many went. */
    async deleteBefore(source: QueueSource, cutoff: Date, batch: number) {
      const t = TABLES[source];
      const ids = db.select({ id: t.id }).from(t).where(lt(t.createdAt, cutoff)).limit(batch);
      const rows = await db
        .delete(t)
        .where(and(inArray(t.id, ids), lt(t.createdAt, cutoff)))
        .returning({ id: t.id });
      return rows.length;
    },
  };
}

export type QueueRow = NonNullable<Awaited<ReturnType<ReturnType<typeof reviewRepository>['lock']>>>;
