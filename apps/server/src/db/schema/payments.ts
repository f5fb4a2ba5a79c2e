import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { surveyRecords } from './assessment.js';
import { users } from './users.js';

export interface PlanBenefit {
  id: number;
  name: string;
  description: string;
}

/** Membership plans 1–4 and the single assessment (id 5). Ids are fixed by the seed; money in fen. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceFen: integer('price_fen').notNull(),
    originPriceFen: integer('origin_price_fen').notNull(),
    membershipUnit: text('membership_unit').notNull(),
    /** 1–4; 0 for the single assessment. */
    membershipLevel: smallint('membership_level').notNull(),
    /** Days one purchase adds; 0 for the single assessment. */
    durationDays: integer('duration_days').notNull(),
    /** Uses bought (single assessment); null for membership. */
    count: integer('count'),
    isActive: boolean('is_active').notNull().default(true),
    recommendedTag: text('recommended_tag').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    benefits: jsonb('benefits').$type<PlanBenefit[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('membership_plans_price_positive', sql`${t.priceFen} > 0 and ${t.originPriceFen} >= ${t.priceFen}`),
    check('membership_plans_level_range', sql`${t.membershipLevel} between 0 and 4`),
  ],
);

/**
 * Kinds of coupon. The welcome coupon (id 1) is seeded and issued once per account by the product; templates an
 * admin creates take ids from the identity (from 100, clear of seeded ones) and are issued from the console.
 * Validity is `validDays` after issue, or until the fixed `validUntil` when that is set.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Share of the price paid, in per-mille: 800 = 8折. */
    discountPermille: integer('discount_permille').notNull(),
    validDays: integer('valid_days').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** The plan's price must reach this for the coupon to apply; 0 for none. */
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    planIds: jsonb('plan_ids').$type<number[]>().notNull(),
    /** Off: kept for the coupons already issued, not issued again. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_templates_discount_range', sql`${t.discountPermille} between 1 and 999`),
    check('coupon_templates_min_spend', sql`${t.minSpendFen} >= 0`),
    check('coupon_templates_validity', sql`${t.validDays} > 0 or ${t.validUntil} is not null`),
  ],
);

/**
 * One issue of a template from the console, to one account or a segment. `requestId` comes from the console's
 * issue dialog: a second submission of the same dialog finds this row and issues nothing more.
 */
export const couponIssues = pgTable(
  'coupon_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull().unique(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `{ kind: 'user', userId }`, `{ kind: 'all' }`, `{ kind: 'level', level }`, `{ kind: 'unpaid' }`, `{ kind: 'signup', from, to }`. */
    audience: jsonb('audience').notNull(),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_issues_created_idx').on(t.createdAt), index('coupon_issues_template_idx').on(t.templateId)],
);

/**
 * A coupon owned by a user. `heldByOrderId` reserves it for one pending order; paying that order
 * sets `usedOrderId`, closing it clears the hold. The terms are copied so later template edits
 * never change an issued coupon.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    discountPermille: integer('discount_permille').notNull(),
    planIds: jsonb('plan_ids').$type<number[]>().notNull(),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    /** The console issue that made it; null for the welcome coupon. */
    issueId: uuid('issue_id').references(() => couponIssues.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    heldByOrderId: uuid('held_by_order_id'),
    usedOrderId: uuid('used_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One welcome coupon per account: issuing it twice does nothing. Console issues may repeat a template,
    // once per issue and account.
    uniqueIndex('user_coupons_user_template_uq')
      .on(t.userId, t.templateId)
      .where(sql`${t.issueId} is null`),
    uniqueIndex('user_coupons_issue_user_uq')
      .on(t.issueId, t.userId)
      .where(sql`${t.issueId} is not null`),
    index('user_coupons_user_idx').on(t.userId, t.validUntil),
    check('user_coupons_discount_range', sql`${t.discountPermille} between 1 and 999`),
    check('user_coupons_used_not_held', sql`${t.usedOrderId} is null or ${t.heldByOrderId} is null`),
  ],
);

/** A membership as stored on the user row, in JSON (ISO expiry). */
export interface MembershipSnapshot {
  level: number;
  endTime: string | null;
}

/** What a membership order changed when it was granted, kept so a refund can undo it (see refund-rules.ts). */
export interface MembershipGrant {
  before: MembershipSnapshot;
  after: MembershipSnapshot;
  days: number;
}

/** Orders; amounts in fen. status 0 pending, 1 paid, 2 closed (cancelled, timed out, superseded). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    openType: smallint('open_type').notNull(),
    subject: text('subject').notNull(),
    planPriceFen: integer('plan_price_fen').notNull(),
    couponReduceFen: integer('coupon_reduce_fen').notNull().default(0),
    upgradeDiffFen: integer('upgrade_diff_fen').notNull().default(0),
    amountFen: integer('amount_fen').notNull(),
    userCouponId: uuid('user_coupon_id').references(() => userCoupons.id),
    /** Single assessment: the record to unlock, required at creation; null once that record is deleted. */
    recordId: uuid('record_id').references(() => surveyRecords.id, { onDelete: 'set null' }),
    /** Membership expiry the purchase gives, as computed when the order was made (shown as payData.endTime). */
    quotedEndTime: timestamp('quoted_end_time', { withTimezone: true }),
    status: smallint('status').notNull().default(0),
    wechatQrCode: text('wechat_qr_code'),
    alipayQrCode: text('alipay_qr_code'),
    /** Phone payments asked for the order (wechat_jsapi, wechat_h5, alipay_wap): their providers are queried and closed too. */
    phoneContexts: text('phone_contexts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    payMethod: text('pay_method'),
    transactionId: text('transaction_id'),
    /** A payment arrived for a closed (or already paid) order: money to return by hand. */
    refundRequired: boolean('refund_required').notNull().default(false),
    closeReason: text('close_reason'),
    /** Membership orders: the user's membership before and after the grant (null before refunds existed). */
    membershipGrant: jsonb('membership_grant').$type<MembershipGrant>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 0`),
    // One pending order per user: a second one could be paid at the discount the first one used up.
    uniqueIndex('orders_user_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
    check('orders_status_valid', sql`${t.status} in (0, 1, 2)`),
    check('orders_amount_positive', sql`${t.amountFen} > 0`),
    check(
      'orders_amount_sum',
      sql`${t.amountFen} = ${t.planPriceFen} - ${t.couponReduceFen} - ${t.upgradeDiffFen} and ${t.couponReduceFen} >= 0 and ${t.upgradeDiffFen} >= 0`,
    ),
  ],
);

/**
 * Every verified provider notification (and paid query result), append-only. The unique
 * (provider, transaction id) makes a duplicate a no-op; `outcome` says what it did.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** wechat | alipay */
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    orderNo: text('order_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** granted | refund_required */
    outcome: text('outcome').notNull(),
    /** notify | query | sandbox */
    source: text('source').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_notifications_txn_uq').on(t.provider, t.transactionId),
    index('payment_notifications_order_idx').on(t.orderNo),
  ],
);

/**
 * A refund of one provider payment, always in full. `outRefundNo` is derived from the order and the
 * payment, so asking twice (a double click, a retry after a failure) reaches the provider with the same
 * number and refunds once. `kind` order: the payment that bought the order's entitlement, taken back when
 * the refund succeeds; extra: a payment that bought nothing (the order was closed or already paid).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outRefundNo: text('out_refund_no').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** wechat | alipay */
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    kind: text('kind').notNull(),
    /** processing | succeeded | failed */
    status: text('status').notNull().default('processing'),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    detail: text('detail'),
    takenBack: jsonb('taken_back'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_payment_uq').on(t.provider, t.transactionId),
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_status_valid', sql`${t.status} in ('processing', 'succeeded', 'failed')`),
    check('order_refunds_kind_valid', sql`${t.kind} in ('order', 'extra')`),
    check('order_refunds_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;
export type CouponTemplateRow = typeof couponTemplates.$inferSelect;
export type CouponIssueRow = typeof couponIssues.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/**
 * The buyer's openid under the WeChat Pay appid (an official account), which JSAPI payment needs: learnt once
 * through WeChat's snsapi_base authorisation and kept, so later payments inside WeChat go straight to the sheet.
 */
export const wechatPayers = pgTable('wechat_payers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appId: text('app_id').notNull(),
  openid: text('openid').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
