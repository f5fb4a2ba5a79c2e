import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

export type AccountCancellationRow = typeof accountCancellations.$inferSelect;
