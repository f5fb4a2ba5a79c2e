import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  reportUnlocks,
  surveyAnswers,
  surveyRecords,
  surveyTemplates,
  users,
  type StoredResult,
} from '../../db/schema/index.js';
import { memberInForce } from '../../lib/membership.js';

/** Who owns a record: an account, or a visitor until login moves their records to the account. */
export type Owner = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string };

function ownedBy(owner: Owner): SQL {
  const base = eq(surveyRecords.yn, 1);
  return owner.kind === 'user'
    ? and(base, eq(surveyRecords.userId, owner.userId))!
    : and(base, eq(surveyRecords.visitorId, owner.visitorId), isNull(surveyRecords.userId))!;
}

/** The same rule with the owner's id as a placeholder, for a statement prepared once per kind of owner. */
function ownedByPlaceholder(kind: Owner['kind'], records: Record<'yn' | 'userId' | 'visitorId', AnyPgColumn>): SQL {
  const id = sql.placeholder('ownerId');
  const base = eq(records.yn, 1);
  return kind === 'user'
    ? and(base, eq(records.userId, id))!
    : and(base, eq(records.visitorId, id), isNull(records.userId))!;
}

const answeredCount =
  sql<number>`(select count(*) from ${surveyAnswers} where ${surveyAnswers.recordId} = ${surveyRecords.id})`.mapWith(
    Number,
  );
const listColumns = {
  record: surveyRecords,
  answeredCount,
  questionCount: surveyTemplates.questionCount,
  surveyName: surveyTemplates.name,
};

export function recordRepository(db: Executor) {
  // The test list is read on every visit of the test pages: each active template with the caller's latest
  // record of it (or none), in one statement prepared once per kind of owner.
  const templatesWithLatest = new Map<Owner['kind'], ReturnType<typeof prepareTemplatesWithLatest>>();
  function prepareTemplatesWithLatest(kind: Owner['kind']) {
    const latest = alias(surveyRecords, 'latest');
    const latestId = db
      .select({ id: latest.id })
      .from(latest)
      .where(and(eq(latest.surveyId, surveyTemplates.id), ownedByPlaceholder(kind, latest)))
      .orderBy(desc(latest.createdAt))
      .limit(1);
    return db
      .select({ template: surveyTemplates, record: surveyRecords, answeredCount })
      .from(surveyTemplates)
      .leftJoin(surveyRecords, eq(surveyRecords.id, sql`(${latestId})`))
      .where(eq(surveyTemplates.active, true))
      .orderBy(asc(surveyTemplates.id))
      .prepare(`survey_templates_with_latest_${kind}`);
  }

  const listQuery = () =>
    db
      .select(listColumns)
      .from(surveyRecords)
      .innerJoin(surveyTemplates, eq(surveyTemplates.id, surveyRecords.surveyId));

  return {
    /** The caller's record by id or seqUuid; `lock` holds it for the rest of the transaction. */
    async findOwned(owner: Owner, key: { recordId?: string | undefined; seqUuid?: string | undefined }, lock = false) {
      const byKey = key.recordId ? eq(surveyRecords.id, key.recordId) : eq(surveyRecords.seqUuid, key.seqUuid!);
      const query = db
        .select()
        .from(surveyRecords)
        .where(and(ownedBy(owner), byKey))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    async findOpen(owner: Owner, surveyId: number) {
      const [row] = await listQuery()
        .where(and(ownedBy(owner), eq(surveyRecords.surveyId, surveyId), eq(surveyRecords.status, 'in_progress')))
        .limit(1);
      return row ?? null;
    },
    /** Opens a record unless one is already open (the partial unique index decides a race). */
    async insertOpen(owner: Owner, surveyId: number) {
      const owned = owner.kind === 'user' ? { userId: owner.userId } : { visitorId: owner.visitorId };
      await db
        .insert(surveyRecords)
        .values({ surveyId, ...owned })
        .onConflictDoNothing();
    },
    /** The caller's record with its answer and question counts, for responses. */
    async findOwnedView(owner: Owner, recordId: string) {
      const [row] = await listQuery()
        .where(and(ownedBy(owner), eq(surveyRecords.id, recordId)))
        .limit(1);
      return row ?? null;
    },
    async answersOf(recordId: string) {
      return db
        .select({ questionId: surveyAnswers.questionId, value: surveyAnswers.value })
        .from(surveyAnswers)
        .where(eq(surveyAnswers.recordId, recordId))
        .orderBy(surveyAnswers.questionId);
    },
    async saveAnswers(recordId: string, answers: ReadonlyArray<{ questionId: number; value: number }>) {
      if (answers.length > 0) {
        await db
          .insert(surveyAnswers)
          .values(answers.map((a) => ({ recordId, ...a })))
          .onConflictDoUpdate({
            target: [surveyAnswers.recordId, surveyAnswers.questionId],
            set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          });
      }
      await db
        .update(surveyRecords)
        .set({ updatedAt: sql`now()` })
        .where(eq(surveyRecords.id, recordId));
    },
    async markSubmitted(recordId: string, result: StoredResult) {
      await db
        .update(surveyRecords)
        .set({
          status: 'submitted',
          result,
          hollandCode: result.hollandCode,
          submittedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(surveyRecords.id, recordId));
    },
    async countSubmitted(owner: Owner) {
      const [row] = await db
        .select({ n: count() })
        .from(surveyRecords)
        .where(and(ownedBy(owner), eq(surveyRecords.status, 'submitted')));
      return row?.n ?? 0;
    },
    async list(owner: Owner, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        listQuery()
          .where(ownedBy(owner))
          .orderBy(desc(surveyRecords.createdAt), desc(surveyRecords.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(surveyRecords).where(ownedBy(owner)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** The newest record per template, for the survey list. */
    /** Active templates in order, each with the owner's latest record of it (null when none). */
    async templatesWithLatest(owner: Owner) {
      let query = templatesWithLatest.get(owner.kind);
      if (!query) templatesWithLatest.set(owner.kind, (query = prepareTemplatesWithLatest(owner.kind)));
      return query.execute({ ownerId: owner.kind === 'user' ? owner.userId : owner.visitorId });
    },
    async latestPerTemplate(owner: Owner) {
      return db
        .selectDistinctOn([surveyRecords.surveyId], listColumns)
        .from(surveyRecords)
        .innerJoin(surveyTemplates, eq(surveyTemplates.id, surveyRecords.surveyId))
        .where(ownedBy(owner))
        .orderBy(surveyRecords.surveyId, desc(surveyRecords.createdAt));
    },
    async latestSubmitted(owner: Owner) {
      const [row] = await db
        .select({ id: surveyRecords.id })
        .from(surveyRecords)
        .where(and(ownedBy(owner), eq(surveyRecords.status, 'submitted')))
        .orderBy(desc(surveyRecords.submittedAt))
        .limit(1);
      return row ?? null;
    },
    /** The owner's newest submitted result, for the chat planner's context. */
    async latestResult(owner: Owner) {
      const [row] = await db
        .select({ id: surveyRecords.id, result: surveyRecords.result, submittedAt: surveyRecords.submittedAt })
        .from(surveyRecords)
        .where(and(ownedBy(owner), eq(surveyRecords.status, 'submitted')))
        .orderBy(desc(surveyRecords.submittedAt))
        .limit(1);
      return row ?? null;
    },
    /** users.careerTestState: 2 while the user has an open test, 0 otherwise (SPEC §3). */
    async syncCareerTestState(userId: string) {
      await db
        .update(users)
        .set({
          careerTestState: sql`case when exists (select 1 from ${surveyRecords} where ${and(
            ownedBy({ kind: 'user', userId }),
            eq(surveyRecords.status, 'in_progress'),
          )}) then 2 else 0 end`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },
    /** Members (grade 1–4, not expired) and buyers of this record's report. */
    async hasFullReport(userId: string, recordId: string, now: Date) {
      const [row] = await db
        .select({
          member: sql<boolean>`${memberInForce({ now })}`,
          unlocked: sql<boolean>`exists (select 1 from ${reportUnlocks} where ${and(
            eq(reportUnlocks.userId, userId),
            eq(reportUnlocks.recordId, recordId),
          )})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return Boolean(row?.member) || Boolean(row?.unlocked);
    },
  };
}

/**
 * Moves a visitor's records to the account that just logged in (call inside the login transaction).
 * If both hold an open test of the same template, the one answered more recently stays open and the
 * other is retired (yn = 0). Returns how many records moved.
 */
export async function moveVisitorRecords(tx: Executor, visitorId: string, userId: string): Promise<number> {
  const visitor: Owner = { kind: 'visitor', visitorId };
  const user: Owner = { kind: 'user', userId };
  const open = (owner: Owner) =>
    tx
      .select({ id: surveyRecords.id, surveyId: surveyRecords.surveyId, updatedAt: surveyRecords.updatedAt })
      .from(surveyRecords)
      .where(and(ownedBy(owner), eq(surveyRecords.status, 'in_progress')))
      .for('update');
  const [visitorOpen, userOpen] = [await open(visitor), await open(user)];
  const retire: string[] = [];
  for (const v of visitorOpen) {
    const u = userOpen.find((r) => r.surveyId === v.surveyId);
    if (u) retire.push(u.updatedAt > v.updatedAt ? v.id : u.id);
  }
  if (retire.length > 0) {
    await tx
      .update(surveyRecords)
      .set({ yn: 0, updatedAt: sql`now()` })
      .where(inArray(surveyRecords.id, retire));
  }
  const moved = await tx
    .update(surveyRecords)
    .set({ userId, visitorId: null, updatedAt: sql`now()` })
    .where(ownedBy(visitor))
    .returning({ id: surveyRecords.id });
  await recordRepository(tx).syncCareerTestState(userId);
  return moved.length;
}
