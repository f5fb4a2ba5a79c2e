import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Messages the console providers "sent" instead of a real SMS/email: development and end-to-end tests read codes here. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sms | email */
    channel: text('channel').notNull(),
    /** Phone number or email address. */
    target: text('target').notNull(),
    code: text('code').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_target_created_idx').on(t.target, t.createdAt)],
);

/** Who invited whom (the `tk` on the login page); one row per invitee. The reward is paid later by the referral feature. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterUserId: uuid('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: uuid('invitee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_invitee_uq').on(t.inviteeUserId),
    index('invitations_inviter_idx').on(t.inviterUserId, t.createdAt),
    check('invitations_not_self', sql`${t.inviterUserId} <> ${t.inviteeUserId}`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
