import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberInForce } from '../../lib/membership.js';
import {
  couponIssues,
  couponTemplates,
  orders,
  surveyRecords,
  systemMessages,
  userCoupons,
  users,
} from '../../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who an issue reaches, as a condition on `users`; a single account is already resolved to its id. */
export type IssueSegment =
  | { kind: 'user'; userId: string }
  | { kind: 'all' }
  | { kind: 'level'; level: number }
  | { kind: 'unpaid' }
  | { kind: 'signup'; from: Date; until: Date };

function segmentWhere(s: IssueSegment): SQL | undefined {
  switch (s.kind) {
    case 'user':
      return eq(users.id, s.userId);
    case 'all':
      return undefined;
    case 'level':
      return memberInForce({ level: s.level });
    case 'unpaid':
      return sql`exists (select 1 from ${surveyRecords} where ${surveyRecords.userId} = ${users.id}
          and ${surveyRecords.status} = 'submitted' and ${surveyRecords.yn} = 1)
        and not exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.paidAt} is not null)`;
    case 'signup':
      return and(gte(users.createdAt, s.from), lt(users.createdAt, s.until));
  }
}

export interface IssuedTerms {
  templateId: number;
  name: string;
  description: string;
  discountPermille: number;
  planIds: number[];
  minSpendFen: number;
  validFrom: Date;
  validUntil: Date;
}

export function couponsRepository(db: Executor) {
  const issues = () =>
    db
      .select({ issue: couponIssues, templateName: couponTemplates.name, actorNickname: users.nickname })
      .from(couponIssues)
      .innerJoin(couponTemplates, eq(couponTemplates.id, couponIssues.templateId))
      .leftJoin(users, eq(users.id, couponIssues.actorUserId));
  return {
    async templates() {
      return db
        .select({
          template: couponTemplates,
          // Spelled out: drizzle leaves columns of a one-table select unqualified, which the subquery needs.
          issuedCount: sql<number>`(select count(*)::int from user_coupons uc where uc.template_id = coupon_templates.id)`,
        })
        .from(couponTemplates)
        .orderBy(desc(couponTemplates.id));
    },
    async template(id: number, lock = false) {
      const q = db.select().from(couponTemplates).where(eq(couponTemplates.id, id)).limit(1);
      const [row] = await (lock ? q.for('update') : q);
      return row ?? null;
    },
    async insertTemplate(row: typeof couponTemplates.$inferInsert) {
      const [created] = await db.insert(couponTemplates).values(row).returning();
      return created!;
    },
    async updateTemplate(id: number, patch: Partial<typeof couponTemplates.$inferInsert>) {
      const [saved] = await db
        .update(couponTemplates)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(couponTemplates.id, id))
        .returning();
      return saved!;
    },
    /** An account by id, phone or email, exactly as stored. */
    async findUser(who: string) {
      const [row] = await db
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(
          or(UUID.test(who) ? eq(users.id, who) : undefined, eq(users.phone, who), eq(users.email, who.toLowerCase())),
        )
        .limit(1);
      return row ?? null;
    },
    /** The issue's row, unless its request id is taken: then null, and the caller reads the earlier issue. */
    async claimIssue(row: typeof couponIssues.$inferInsert) {
      const [created] = await db.insert(couponIssues).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    async issueByRequest(requestId: string) {
      const [row] = await issues().where(eq(couponIssues.requestId, requestId)).limit(1);
      return row ?? null;
    },
    async setIssueCount(id: string, count: number) {
      await db.update(couponIssues).set({ count }).where(eq(couponIssues.id, id));
    },
    /** One coupon per account of the segment, in one statement; returns how many. */
    async insertCoupons(issueId: string, terms: IssuedTerms, segment: IssueSegment) {
      const rows = await db
        .insert(userCoupons)
        .select(
          db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: sql`${users.id}`.as('user_id'),
              templateId: sql`${terms.templateId}::int`.as('template_id'),
              name: sql`${terms.name}::text`.as('name'),
              description: sql`${terms.description}::text`.as('description'),
              discountPermille: sql`${terms.discountPermille}::int`.as('discount_permille'),
              planIds: sql`${JSON.stringify(terms.planIds)}::jsonb`.as('plan_ids'),
              minSpendFen: sql`${terms.minSpendFen}::int`.as('min_spend_fen'),
              issueId: sql`${issueId}::uuid`.as('issue_id'),
              validFrom: sql`${terms.validFrom.toISOString()}::timestamptz`.as('valid_from'),
              validUntil: sql`${terms.validUntil.toISOString()}::timestamptz`.as('valid_until'),
              heldByOrderId: sql`null::uuid`.as('held_by_order_id'),
              usedOrderId: sql`null::uuid`.as('used_order_id'),
              usedAt: sql`null::timestamptz`.as('used_at'),
              seen: sql`false`.as('seen'),
              createdAt: sql`now()`.as('created_at'),
            })
            .from(users)
            .where(segmentWhere(segment)),
        )
        .returning({ id: userCoupons.id });
      return rows.length;
    },
    /** The system message telling each holder of the issue's coupons, keyed so it exists once per account. */
    async insertNotices(issueId: string, message: { title: string; content: string; link: string }) {
      await db.insert(systemMessages).select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            userId: sql`${userCoupons.userId}`.as('user_id'),
            kind: sql`'coupon'`.as('kind'),
            title: sql`${message.title}::text`.as('title'),
            content: sql`${message.content}::text`.as('content'),
            link: sql`${message.link}::text`.as('link'),
            dedupeKey: sql`${`coupon-issue:${issueId}:`} || ${userCoupons.userId}::text`.as('dedupe_key'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(userCoupons)
          .where(eq(userCoupons.issueId, issueId)),
      );
    },
    async issuePage(templateId: number | undefined, page: number, pageSize: number) {
      const where = templateId === undefined ? undefined : eq(couponIssues.templateId, templateId);
      const [rows, total] = await Promise.all([
        issues()
          .where(where)
          .orderBy(desc(couponIssues.createdAt), desc(couponIssues.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.$count(couponIssues, where),
      ]);
      return { rows, total };
    },
  };
}
