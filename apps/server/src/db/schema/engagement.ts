import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * System messages: targeted (user_id set) or broadcast (user_id null). Broadcasts are seen by accounts that
 * existed when they were sent. `dedupe_key` makes a notification idempotent (e.g. one expiry notice per term).
 */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link').notNull().default(''),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('system_messages_user_created_idx').on(t.userId, t.createdAt),
    index('system_messages_broadcast_created_idx')
      .on(t.createdAt)
      .where(sql`${t.userId} is null`),
    uniqueIndex('system_messages_dedupe_uq').on(t.dedupeKey),
  ],
);

/** Per-user read state; one row per message a user has read (targeted or broadcast alike). */
export const systemMessageReads = pgTable(
  'system_message_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => systemMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/**
 * Home and market banners: the shipped ones (ids below 100, images under /media/banners) and those operators
 * add in the console (ids from 100, images uploaded under /media/content). A deleted banner keeps its row
 * (`deleted_at`), so re-seeding never brings a shipped one back.
 */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  title: text('title').notNull(),
  pcImageUrl: text('pc_image_url').notNull(),
  phoneImageUrl: text('phone_image_url').notNull().default(''),
  redirectUrl: text('redirect_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedbackCategories = pgTable('feedback_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => feedbackCategories.id),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    /** File under DATA_DIR/uploads/feedback; never served publicly. */
    screenshotPath: text('screenshot_path'),
    /** 0 received, 1 replied. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedbacks_user_created_idx').on(t.userId, t.createdAt)],
);

/** The profile-collection questionnaire shown after login; `questions` is the seeded list (SPEC §4). */
export const infoQuestionnaires = pgTable('info_questionnaires', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  questions: jsonb('questions').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One submission per user and questionnaire; answers cannot be changed afterwards (SPEC §5). */
export const infoCollections = pgTable(
  'info_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => infoQuestionnaires.id),
    answers: jsonb('answers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('info_collections_user_questionnaire_uq').on(t.userId, t.questionnaireId)],
);

/** Append-only tracking events. `user_id` is the session's user when known, else the client's claim. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventName: text('event_name').notNull(),
    eventType: text('event_type').notNull().default(''),
    subEvent: text('sub_event').notNull().default(''),
    location: text('location').notNull().default(''),
    params: jsonb('params').notNull(),
    userId: text('user_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_name_created_idx').on(t.eventName, t.createdAt)],
);

export type SystemMessageRow = typeof systemMessages.$inferSelect;
export type FeedbackRow = typeof feedbacks.$inferSelect;
export type InfoCollectionRow = typeof infoCollections.$inferSelect;
