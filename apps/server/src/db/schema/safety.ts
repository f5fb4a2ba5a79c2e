import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The local safety gate's keyword library. Shipped entries are inserted once by the seeder (`shipped`); an
 * operator's removal of one disables it rather than deleting it, so the next start does not bring it back.
 * `category` is a decline category, or `allow` for an innocent phrase that masks the keywords inside it.
 */
export const safetyKeywords = pgTable(
  'safety_keywords',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    category: text('category').notNull(),
    shipped: boolean('shipped').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('safety_keywords_term_uq').on(t.term), index('safety_keywords_category_idx').on(t.category)],
);

/**
 * What the gate blocked, and why: a declined question (`stage` question, no answer) or an answer stopped while
 * it streamed (the answer as far as it got). Kept for operators to review.
 */
export const safetyBlocks = pgTable(
  'safety_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stage: text('stage').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    category: text('category').notNull(),
    rule: text('rule').notNull(),
    provider: text('provider').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: uuid('visitor_id'),
    messageId: uuid('message_id'),
    /** The review queue: pending until an operator dismisses or confirms it. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('safety_blocks_stage_ck', sql`${t.stage} in ('question', 'answer')`),
    check('safety_blocks_status_ck', sql`${t.status} in ('pending', 'dismissed', 'confirmed')`),
    index('safety_blocks_created_idx').on(t.createdAt),
    index('safety_blocks_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Users' reports of an answer: the reason, their words, and the question and answer as they were reported (the
 * conversation may be deleted or the answer regenerated before an operator looks). Only the conversation's owner
 * sees an answer, so one report per message is one per user per message.
 */
export const safetyReports = pgTable(
  'safety_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    question: text('question').notNull().default(''),
    answer: text('answer').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('safety_reports_message_uq').on(t.messageId),
    check('safety_reports_status_ck', sql`${t.status} in ('pending', 'dismissed', 'confirmed')`),
    index('safety_reports_created_idx').on(t.createdAt),
    index('safety_reports_status_idx').on(t.status, t.createdAt),
  ],
);

export type SafetyKeywordRow = typeof safetyKeywords.$inferSelect;
export type SafetyBlockRow = typeof safetyBlocks.$inferSelect;
export type SafetyReportRow = typeof safetyReports.$inferSelect;
