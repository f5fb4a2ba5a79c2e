import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Accounts. Field names follow SPEC §3 user info; contacts are unique when present. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nickname: text('nickname').notNull(),
    userIcon: text('user_icon').notNull().default(''),
    /** 0 ordinary, 1–4 member level. */
    userGrade: smallint('user_grade').notNull().default(0),
    endTime: timestamp('end_time', { withTimezone: true }),
    chatCount: integer('chat_count').notNull().default(0),
    conversationCount: integer('conversation_count').notNull().default(0),
    displayThinkProcess: text('display_think_process').notNull().default('1'),
    completeAitestFirst: smallint('complete_aitest_first').notNull().default(0),
    bootState: text('boot_state').notNull().default('0'),
    tagiSCollect: smallint('tagi_s_collect').notNull().default(0),
    workTag: text('work_tag').notNull().default(''),
    layoutTag: text('layout_tag').notNull().default(''),
    careerTestState: smallint('career_test_state').notNull().default(0),
    infoCollectionState: text('info_collection_state').notNull().default('0'),
    phone: text('phone'),
    email: text('email'),
    wechatOpenId: text('wechat_open_id'),
    wechatUnionId: text('wechat_union_id'),
    /** The openid of the official account's web authorisation (one-tap login in WeChat); openids differ per app. */
    wechatMpOpenId: text('wechat_mp_open_id'),
    inviteCode: text('invite_code').notNull(),
    invitedByUserId: uuid('invited_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when a cancelled account's personal data was erased: the row stays, with no contact or profile, only
     * while the orders the law keeps still point at it.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Set when an operator disables the account for what it published: its sessions end and login is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_wechat_open_id_uq').on(t.wechatOpenId),
    uniqueIndex('users_wechat_union_id_uq').on(t.wechatUnionId),
    uniqueIndex('users_wechat_mp_open_id_uq').on(t.wechatMpOpenId),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    index('users_invited_by_idx').on(t.invitedByUserId),
    check('users_chat_count_nonneg', sql`${t.chatCount} >= 0`),
    check('users_grade_range', sql`${t.userGrade} between 0 and 4`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
