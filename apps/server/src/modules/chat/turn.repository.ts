import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chargeChat } from './chat-account.repository.js';
import type { ChatOwner } from './conversation.repository.js';

export interface NewTurn {
  conversationId: string;
  modelCode: number;
  questionId: string;
  question: string;
  answerId: string;
  /** Upstream model name and the instance that runs the answer. */
  model: string;
  instanceId: string;
  /** The user who spends one free chat on this answer (ChatQuota.admit); null when nothing is spent. */
  spendFrom: string | null;
}

/** Whether the free chat was spent; false when none was left (the answer is then refused at its first token). */
export interface WrittenTurn {
  spent: boolean;
}

/**
 * The question and the answer's streaming row, in one VALUES list so the question gets the lower seq. The answer
 * names the user charged by the statement's spend (the CTE `s`, null when nothing was spent), so the chat can be
 * given back when the answer ends.
 */
const questionAndAnswer = (t: NewTurn) => sql`
  insert into messages (id, conversation_id, parent_id, role, content, status, model_code, model, instance_id, charged_to)
  values (${t.questionId}, ${t.conversationId}, null, 'user', ${t.question}, 'done', ${t.modelCode}, null, null, null),
         (${t.answerId}, ${t.conversationId}, ${t.questionId}, 'assistant', '', 'streaming', ${t.modelCode}, ${t.model}, ${t.instanceId},
          (select id from s))`;

const spentOf = (rows: unknown) => (rows as { rows: Array<{ spent: boolean }> }).rows[0]?.spent === true;

/**
 * The writes of asking, each one statement (data-modifying CTEs), the chat's spend included: a round trip
 * costs more than the SQL, every answer does one, and it runs while the model is asked.
 */
export function turnRepository(db: Executor) {
  return {
    /** A new conversation, its first question and answer row, and the owner's conversation count. */
    async startConversation(t: NewTurn & { owner: ChatOwner; title: string }): Promise<WrittenTurn> {
      const userId = t.owner.kind === 'user' ? t.owner.userId : null;
      const visitorId = t.owner.kind === 'visitor' ? t.owner.visitorId : null;
      // One statement may change the user's row only once: the spend counts the conversation too, and the
      // plain count runs only when no spend took place.
      const rows = await db.execute(sql`
        with s as (${chargeChat(t.spendFrom, sql`, conversation_count = conversation_count + 1`)}),
        c as (
          insert into conversations (id, user_id, visitor_id, title, model_code)
          values (${t.conversationId}, ${userId}, ${visitorId}, ${t.title}, ${t.modelCode})
        ), m as (${questionAndAnswer(t)}),
        u as (
          update users set conversation_count = conversation_count + 1, updated_at = now()
          where id = ${userId} and not exists (select 1 from s)
        )
        select exists (select 1 from s) as spent`);
      return { spent: spentOf(rows) };
    },
    /** A follow-up in an existing conversation, which moves up the list and remembers the model used. */
    async continueConversation(t: NewTurn): Promise<WrittenTurn> {
      const rows = await db.execute(sql`
        with s as (${chargeChat(t.spendFrom)}),
        c as (
          update conversations set last_message_at = now(), updated_at = now(), model_code = ${t.modelCode}
          where id = ${t.conversationId}
        ), m as (${questionAndAnswer(t)})
        select exists (select 1 from s) as spent`);
      return { spent: spentOf(rows) };
    },
  };
}
