import { and, asc, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { MessageStatus } from '@lucina/contracts';
import type { Executor } from '../../db/client.js';
import { conversations, messages, type NewMessageRow } from '../../db/schema/index.js';
import { ownedBy, ownedConversations, type ChatOwner } from './conversation.repository.js';
import { once } from '../../lib/once.js';

const live = isNull(messages.deletedAt);
const streaming = eq(messages.status, 'streaming');

export interface FinishFields {
  status: Exclude<MessageStatus, 'streaming'>;
  content: string;
  thinkProcess: string;
  promptTokens?: number | null;
  completionTokens?: number | null;
  errorMessage?: string | null;
  errorStatus?: number | null;
  /** The spent chat, if any, is given back (the answer sent no token, or the service cut it short). */
  giveBack?: boolean;
  /** The service cut the answer short: regenerating it is free. */
  cutShort?: boolean;
}

/**
 * Gives back, one update per user, the chats of the answers that `ended` (a CTE returning `charged_to` and
 * `chat_returned`) ended with a give-back. It runs in the statement that ends them: an answer leaves 'streaming'
 * once, so its chat comes back once, whichever path (its generation, a stop, the orphan sweep) ended it.
 */
const giveBackChats = (ended: SQL) => sql`
  update users u set chat_count = u.chat_count + g.n, updated_at = now()
  from (select charged_to, count(*)::int as n from ${ended} where chat_returned group by charged_to) g
  where u.id = g.charged_to`;

/** Ends the streaming answers `where` selects as they stand, cut short by the service (their instance is gone). */
const terminateWhere = (where: SQL) => sql`
  with e as (
    update ${messages} set status = 'terminated', instance_id = null, finished_at = now(), updated_at = now(),
      cut_short = true, chat_returned = charged_to is not null
    where status = 'streaming' and ${where}
    returning id, charged_to, chat_returned
  ), g as (${giveBackChats(sql`e`)})
  select id from e`;

const idsOf = (rows: unknown) => (rows as { rows: Array<{ id: string }> }).rows.map((r) => r.id);

const param = (name: string) => sql.placeholder(name);

export function messageRepository(db: Executor) {
  // Runs once per answer: prepared once, not rebuilt every time.
  const prepared = once(() => ({
    finish: db
      .update(messages)
      .set({
        status: sql`${param('status')}`,
        content: sql`${param('content')}`,
        thinkProcess: sql`${param('thinkProcess')}`,
        promptTokens: sql`${param('promptTokens')}`,
        completionTokens: sql`${param('completionTokens')}`,
        errorMessage: sql`${param('errorMessage')}`,
        errorStatus: sql`${param('errorStatus')}`,
        instanceId: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(messages.id, param('id')), streaming))
      .returning({ id: messages.id })
      .prepare('chat_message_finish'),
  }));
  /** Ends many streaming answers in one statement; the ids of those it ended (the others had already ended). */
  async function finishMany(answers: Array<FinishFields & { id: string }>): Promise<Set<string>> {
    const rows = await db.execute(sql`
      with e as (
        update ${messages} set status = v.status, content = v.content, think_process = v."thinkProcess",
          prompt_tokens = v."promptTokens", completion_tokens = v."completionTokens",
          error_message = v."errorMessage", error_status = v."errorStatus",
          cut_short = coalesce(v."cutShort", false),
          chat_returned = ${messages.chargedTo} is not null and coalesce(v."giveBack", false),
          instance_id = null, finished_at = now(), updated_at = now()
        from json_to_recordset(${JSON.stringify(answers)}::json) as v(id uuid, status text, content text,
          "thinkProcess" text, "promptTokens" integer, "completionTokens" integer, "errorMessage" text,
          "errorStatus" integer, "giveBack" boolean, "cutShort" boolean)
        where ${messages.id} = v.id and ${messages.status} = 'streaming'
        returning ${messages.id} as id, ${messages.chargedTo} as charged_to, ${messages.chatReturned} as chat_returned
      ), g as (${giveBackChats(sql`e`)})
      select id from e`);
    return new Set(idsOf(rows));
  }

  // Every visit of a conversation: the conversation, only when the owner owns it, and its live messages in order
  // in one statement (a left join, so a conversation without messages still comes back), prepared per kind of owner.
  const withMessagesOf = (kind: ChatOwner['kind']) =>
    once(() =>
      db
        .select({
          conversation: {
            id: conversations.id,
            title: conversations.title,
            pinned: conversations.pinned,
            modelCode: conversations.modelCode,
            createdAt: conversations.createdAt,
            lastMessageAt: conversations.lastMessageAt,
          },
          message: {
            id: messages.id,
            conversationId: messages.conversationId,
            parentId: messages.parentId,
            role: messages.role,
            content: messages.content,
            thinkProcess: messages.thinkProcess,
            status: messages.status,
            likeOrStomp: messages.likeOrStomp,
            modelCode: messages.modelCode,
            promptTokens: messages.promptTokens,
            completionTokens: messages.completionTokens,
            errorMessage: messages.errorMessage,
            errorStatus: messages.errorStatus,
            createdAt: messages.createdAt,
          },
        })
        .from(conversations)
        .leftJoin(messages, and(eq(messages.conversationId, conversations.id), live))
        .where(and(ownedBy(kind, param('ownerId')), eq(conversations.id, param('id'))))
        .orderBy(asc(messages.seq))
        .prepare(`conversation_with_messages_of_${kind}`),
    );
  const withMessages = { user: withMessagesOf('user'), visitor: withMessagesOf('visitor') };
  return {
    /** The owner's conversation and its live messages, oldest first; null when the conversation is not theirs. */
    async conversationWithMessages(owner: ChatOwner, conversationId: string) {
      const ownerId = owner.kind === 'user' ? owner.userId : owner.visitorId;
      const rows = await withMessages[owner.kind]().execute({ ownerId, id: conversationId });
      if (rows.length === 0) return null;
      return { conversation: rows[0]!.conversation, messages: rows.flatMap((r) => (r.message ? [r.message] : [])) };
    },
    /** Earlier turns for the model's context: the newest `limit` before `beforeSeq` (all when null), oldest first. */
    async history(conversationId: string, beforeSeq: number | null, limit: number) {
      const rows = await db
        .select({ role: messages.role, content: messages.content, status: messages.status })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            live,
            beforeSeq === null ? undefined : lt(messages.seq, beforeSeq),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(limit);
      return rows.reverse();
    },
    /** A message with its conversation, only when the owner owns the conversation. */
    async findOwned(owner: ChatOwner, id: string) {
      const [row] = await db
        .select({ message: messages, conversation: conversations })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.id, id), live, ownedConversations(owner)))
        .limit(1);
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
      return row ?? null;
    },
    async latestAnswer(conversationId: string) {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), live, eq(messages.role, 'assistant')))
        .orderBy(desc(messages.seq))
        .limit(1);
      return row ?? null;
    },
    async streamingIn(conversationId: string) {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), live, streaming));
    },
    /** Inserts in order (seq follows the array), in one statement. */
    async insert(rows: NewMessageRow[]) {
      return db.insert(messages).values(rows).returning();
    },
    /** Retires an answer being regenerated; false when another request already did. */
    async retire(id: string) {
      const rows = await db
        .update(messages)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(messages.id, id), live))
        .returning({ id: messages.id });
      return rows.length === 1;
    },
    /** Partial text of a running answer, so a crash keeps most of it; a finished answer is left alone. */
    /** The partial text of many streaming answers in one statement; answers that already ended are left alone. */
    async saveProgress(answers: Array<{ id: string; content: string; thinkProcess: string }>) {
      await db.execute(sql`
        update ${messages} set content = v.content, think_process = v."thinkProcess", updated_at = now()
        from json_to_recordset(${JSON.stringify(answers)}::json) as v(id uuid, content text, "thinkProcess" text)
        where ${messages.id} = v.id and ${messages.status} = 'streaming'`);
    },
    /** Ends a streaming answer once; false when it had already ended (e.g. recovered as an orphan). */
    async finish(id: string, fields: FinishFields) {
      // The usual end (a full answer, nothing to give back) is the prepared statement; the others are rare.
      if (fields.giveBack || fields.cutShort) return (await finishMany([{ id, ...fields }])).has(id);
      const rows = await prepared().finish.execute({
        id,
        promptTokens: null,
        completionTokens: null,
        errorMessage: null,
        errorStatus: null,
        ...fields,
      });
      return rows.length === 1;
    },
    finishMany,
    /** Marks a streaming answer terminated as it stands (its instance is gone); false when it had already ended. */
    async terminate(id: string) {
      return idsOf(await db.execute(terminateWhere(sql`id = ${id}`))).length === 1;
    },
    /** Terminates the streaming answers of instances that are gone (and any without an instance); how many. */
    async terminateOrphans(goneInstances: string[]) {
      const gone = goneInstances.length
        ? sql`(instance_id is null or instance_id in (${sql.join(
            goneInstances.map((i) => sql`${i}`),
            sql`, `,
          )}))`
        : sql`instance_id is null`;
      return idsOf(await db.execute(terminateWhere(gone))).length;
    },
    async streamingInstances() {
      const rows = await db.selectDistinct({ instanceId: messages.instanceId }).from(messages).where(streaming);
      return rows.map((r) => r.instanceId).filter((id): id is string => id !== null);
    },
    async setLikeOrStomp(id: string, value: number) {
      const [row] = await db
        .update(messages)
        .set({ likeOrStomp: value, updatedAt: sql`now()` })
        .where(eq(messages.id, id))
        .returning();
      return row!;
    },
    async setStopped(id: string, content: string, status: 'terminated' | 'error') {
      const [row] = await db
        .update(messages)
        .set({ content, status, updatedAt: sql`now()` })
        .where(eq(messages.id, id))
        .returning();
      return row!;
    },
  };
}

export type MessageRepository = ReturnType<typeof messageRepository>;
