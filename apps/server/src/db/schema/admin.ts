import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { feedbacks, systemMessages } from './engagement.js';
import { users } from './users.js';

/** Console roles: an account without a row here is a plain user. One role per account. */
export const accountRoles = pgTable(
  'account_roles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('account_roles_role_ck', sql`${t.role} in ('operator', 'admin')`)],
);

/** Every console write: who (null when done from the command line), what, on what, before → after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's nickname when the row was written: a later rename must not rewrite who did what. */
    actorNickname: text('actor_nickname'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorUserId)],
);

export type AccountRoleRow = typeof accountRoles.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

/** Console replies to feedback; each one also reaches the user as a system message (`messageId`). */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    messageId: uuid('message_id').references(() => systemMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

/** A message composed in the console; its copies in system_messages carry the dedupe key `campaign:<id>:…`. */
export const messageCampaigns = pgTable(
  'message_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** `{ kind: 'all' }`, `{ kind: 'level', level }` or `{ kind: 'users', userIds }`. */
    audience: jsonb('audience').notNull(),
    recipients: integer('recipients').notNull(),
    /** `scheduled` until the due job sends it (`sent`) or an operator cancels it (`cancelled`). */
    status: text('status').notNull().default('sent'),
    /** The moment a scheduled message is due; null for one sent at once. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_campaigns_created_idx').on(t.createdAt),
    // The due job's scan: only scheduled rows are in it.
    index('message_campaigns_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} = 'scheduled'`),
    check('message_campaigns_status_ck', sql`${t.status} in ('scheduled', 'sent', 'cancelled')`),
  ],
);
