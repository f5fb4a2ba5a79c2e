import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecordStatus, RiasecType } from '@lucina/contracts';
import { users } from './users.js';
import { visitors } from './visitors.js';

/** Assessments on offer. Ids are fixed by the seed (riasec-48 = 1, riasec-72 = 2) so they stay stable. */
export const surveyTemplates = pgTable('survey_templates', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  questionCount: integer('question_count').notNull(),
  version: integer('version').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questions; id = templateId × 1000 + order, stable across deploys so saved answers keep their meaning. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => surveyTemplates.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    /** Item code of the source pool: R1…C8 (IIP markers), GR1…GC4 (O*NET general activities). */
    itemId: text('item_id').notNull(),
    type: text('type').$type<RiasecType>().notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    uniqueIndex('survey_questions_template_item_uq').on(t.templateId, t.itemId),
    check('survey_questions_type_valid', sql`${t.type} in ('R','I','A','S','E','C')`),
  ],
);

/** Result computed once at submit; texts are derived from it at read time so wording fixes reach old records. */
export interface StoredResult {
  raw: Record<RiasecType, number>;
  max: Record<RiasecType, number>;
  percent: Record<RiasecType, number>;
  /** All six letters, highest first (tie rule applied). */
  order: RiasecType[];
  hollandCode: string;
  flat: boolean;
  consistency: { level: 'high' | 'medium' | 'low' | 'undetermined'; distance: number };
  differentiation: { spread: number; level: 'high' | 'medium' | 'low' };
}

/** SPEC §3 assessment records. A visitor owns a record until login moves it to the account (userId set). */
export const surveyRecords = pgTable(
  'survey_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seqUuid: uuid('seq_uuid').notNull().defaultRandom().unique(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveyTemplates.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Cleared when login moves the record to the account. */
    visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    isTest: smallint('is_test').notNull().default(0),
    responseId: text('response_id'),
    yn: smallint('yn').notNull().default(1),
    status: text('status').$type<RecordStatus>().notNull().default('in_progress'),
    hollandCode: text('holland_code'),
    result: jsonb('result').$type<StoredResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('survey_records_user_idx').on(t.userId, t.createdAt),
    index('survey_records_visitor_idx').on(t.visitorId, t.createdAt),
    // At most one open test per owner and template, so concurrent "start" calls resume the same record.
    uniqueIndex('survey_records_user_open_uq')
      .on(t.userId, t.surveyId)
      .where(sql`${t.status} = 'in_progress' and ${t.yn} = 1 and ${t.userId} is not null`),
    uniqueIndex('survey_records_visitor_open_uq')
      .on(t.visitorId, t.surveyId)
      .where(sql`${t.status} = 'in_progress' and ${t.yn} = 1 and ${t.userId} is null`),
    check('survey_records_owner', sql`${t.userId} is not null or ${t.visitorId} is not null`),
    check('survey_records_status_valid', sql`${t.status} in ('in_progress','submitted')`),
    check('survey_records_submitted_has_result', sql`${t.status} = 'in_progress' or ${t.result} is not null`),
  ],
);

/** SPEC §3 survey answers: one row per record and question, upserted by partial saves. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    recordId: uuid('record_id')
      .notNull()
      .references(() => surveyRecords.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id),
    value: smallint('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.questionId] }),
    check('survey_answers_value_range', sql`${t.value} between 1 and 5`),
  ],
);

/** Paid unlocks of one record's full report, written by the payments feature (single assessment, plan 5). */
export const reportUnlocks = pgTable(
  'report_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordId: uuid('record_id')
      .notNull()
      .references(() => surveyRecords.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_unlocks_user_idx').on(t.userId)],
);

/** O*NET occupations with an interest profile (scores 1–7), Chinese texts, seeded from occupations.json. */
export const occupations = pgTable(
  'occupations',
  {
    code: text('code').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    majors: jsonb('majors').$type<string[]>().notNull(),
    r: real('r').notNull(),
    i: real('i').notNull(),
    a: real('a').notNull(),
    s: real('s').notNull(),
    e: real('e').notNull(),
    c: real('c').notNull(),
    hollandCode: text('holland_code').notNull(),
    jobZone: smallint('job_zone').notNull(),
  },
  (t) => [check('occupations_job_zone_range', sql`${t.jobZone} between 1 and 5`)],
);

export type SurveyRecordRow = typeof surveyRecords.$inferSelect;
export type SurveyTemplateRow = typeof surveyTemplates.$inferSelect;
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;
export type OccupationRow = typeof occupations.$inferSelect;
