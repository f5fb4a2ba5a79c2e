import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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
}

/** The question and the answer's streaming row, in one VALUES list so the question gets the lower seq. */
const questionAndAnswer = (t: NewTurn) => sql`
  insert into messages (id, conversation_id, parent_id, role, content, status, model_code, model, instance_id)
  values (${t.questionId}, ${t.conversationId}, null, 'user', ${t.question}, 'done', ${t.modelCode}, null, null),
         (${t.answerId}, ${t.conversationId}, ${t.questionId}, 'assistant', '', 'streaming', ${t.modelCode}, ${t.model}, ${t.instanceId})`;

/**
 * The writes of asking, each one statement (data-modifying CTEs): a round trip costs more than the SQL,
 * and every answer does one.
 */
export function turnRepository(db: Executor) {
  return {
    /** A new conversation, its first question and answer row, and the owner's conversation count. */
    async startConversation(t: NewTurn & { owner: ChatOwner; title: string }) {
      const userId = t.owner.kind === 'user' ? t.owner.userId : null;
      const visitorId = t.owner.kind === 'visitor' ? t.owner.visitorId : null;
      await db.execute(sql`
        with c as (
          insert into conversations (id, user_id, visitor_id, title, model_code)
          values (${t.conversationId}, ${userId}, ${visitorId}, ${t.title}, ${t.modelCode})
        ), m as (${questionAndAnswer(t)})
        update users set conversation_count = conversation_count + 1, updated_at = now() where id = ${userId}`);
    },
    /** A follow-up in an existing conversation, which moves up the list and remembers the model used. */
    async continueConversation(t: NewTurn) {
      await db.execute(sql`
        with c as (
          update conversations set last_message_at = now(), updated_at = now(), model_code = ${t.modelCode}
          where id = ${t.conversationId}
        )
        ${questionAndAnswer(t)}`);
    },
  };
}
