import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageRole, MessageStatus } from '@lucina/contracts';
import { users } from './users.js';
import { visitors } from './visitors.js';

/** Chat conversations. A visitor owns one (visitorId) until login moves it to the account (userId). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    modelCode: smallint('model_code').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Time of the latest message; the list's order after pinning. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The list query: own, not deleted, pinned first (most recently pinned first), then most recent.
    index('conversations_user_list_idx')
      .on(t.userId, t.pinned.desc(), t.pinnedAt.desc(), t.lastMessageAt.desc())
      .where(sql`${t.deletedAt} is null`),
    index('conversations_visitor_list_idx')
      .on(t.visitorId, t.pinned.desc(), t.pinnedAt.desc(), t.lastMessageAt.desc())
      .where(sql`${t.deletedAt} is null and ${t.userId} is null`),
    check('conversations_owner', sql`${t.userId} is not null or ${t.visitorId} is not null`),
  ],
);

/** Questions and answers. An answer points at the question it answers (parentId); regenerating retires the old one. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: a question and its answer are written in one statement, so timestamps can tie. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    role: text('role').$type<MessageRole>().notNull(),
    content: text('content').notNull().default(''),
    thinkProcess: text('think_process').notNull().default(''),
    status: text('status').$type<MessageStatus>().notNull().default('done'),
    /** 0 none, 1 like, 2 stomp. */
    likeOrStomp: smallint('like_or_stomp').notNull().default(0),
    modelCode: smallint('model_code').notNull().default(0),
    /** Upstream model name that produced the answer ('offline' for the offline assistant). */
    model: text('model'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /** Why an answer failed, shown to the user, and the status sent with it (upstream HTTP status, 504 timeout…). */
    errorMessage: text('error_message'),
    errorStatus: integer('error_status'),
    /** Instance running a streaming answer; its heartbeat in the KV tells a live generation from an orphan. */
    instanceId: text('instance_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The user whose free chat this answer spent (null: nothing was spent), written in the statement that spent
     * it. No foreign key: the charge is history, and the conversation already ties the answer to its owner.
     */
    chargedTo: uuid('charged_to'),
    /**
     * The spent chat was given back. Set only in the statement that ends a streaming answer, which happens once
     * however many paths see the end (the generation's own, a stop on a dead instance, the sweep of orphans).
     */
    chatReturned: boolean('chat_returned').notNull().default(false),
    /** The service cut the answer short (an error, a timeout, a restart, a safety block): regenerating it is free. */
    cutShort: boolean('cut_short').notNull().default(false),
    /** Set when a regenerated answer replaces this one. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx')
      .on(t.conversationId, t.seq)
      .where(sql`${t.deletedAt} is null`),
    // Start-up recovery scans only answers still marked streaming.
    index('messages_streaming_idx')
      .on(t.instanceId)
      .where(sql`${t.status} = 'streaming'`),
    // The console's model usage: answers by the day they were asked, over a range of days.
    index('messages_answers_created_idx')
      .on(t.createdAt)
      .where(sql`${t.role} = 'assistant'`),
    check('messages_role_valid', sql`${t.role} in ('user','assistant')`),
    check('messages_status_valid', sql`${t.status} in ('streaming','done','terminated','error')`),
    check('messages_like_or_stomp_range', sql`${t.likeOrStomp} between 0 and 2`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
