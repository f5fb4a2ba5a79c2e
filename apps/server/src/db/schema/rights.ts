import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An account's request to be cancelled, while it cools off: the erasure job runs once `due_at` has passed, unless
 * the user withdraws (the row is deleted) or an admin executes it early.
 */
export const accountCancellations = pgTable(
  'account_cancellations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_cancellations_due_idx').on(t.dueAt)],
);

/** Each consent an account gave: the versions of the user agreement and the privacy terms it accepted, and when. */
export const userConsents = pgTable(
  'user_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementVersion: text('agreement_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    ip: text('ip'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consents_user_idx').on(t.userId, t.acceptedAt)],
);

/**
 * A copy of an account's data, written in the background to DATA_DIR/uploads/exports; only its owner may fetch it, until
 * `expires_at`. One export at a time is being prepared per account (the partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** preparing → ready (the file exists) or failed. */
    status: text('status').$type<'preparing' | 'ready' | 'failed'>().notNull().default('preparing'),
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an instance last took up the preparation; a preparation left for long is taken up again. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_user_preparing_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'preparing'`),
    check('data_exports_status_ck', sql`${t.status} in ('preparing', 'ready', 'failed')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
export type AccountCancellationRow = typeof accountCancellations.$inferSelect;
