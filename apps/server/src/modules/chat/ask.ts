import { randomUUID } from 'node:crypto';
import { AnswerModel, ChatText, type DirectMessageBody } from '@lucina/contracts';
import { AppError } from '../../lib/errors.js';
import type { OpenStream } from './answer-attach.js';
import type { AnswerLauncher, ChatStreamDeps } from './answer-launch.js';
import type { HistoryTurn } from './chat-context.js';
import { conversationRepository, type ChatOwner } from './conversation.repository.js';
import { messageRepository } from './message.repository.js';
import { screenFollowUp, screenQuestion } from './screening.js';
import { turnRepository } from './turn.repository.js';

const HISTORY_MESSAGES = 20;
const TITLE_CHARS = 50;

/** A new conversation is titled with the first line of its first question. */
function titleFrom(question: string): string {
  const line = question.split('\n').find((l) => l.trim()) ?? question;
  return Array.from(line.trim().replace(/\s+/g, ' ')).slice(0, TITLE_CHARS).join('');
}

/** directMessage: a question into a new or existing conversation. */
export function createAsk(deps: ChatStreamDeps, launcher: AnswerLauncher) {
  const { db, provider, runtime, safety } = deps;
  const conversations = conversationRepository(db);
  const messages = messageRepository(db);
  const turnWrites = turnRepository(db);

  /** Earlier turns of a conversation, refused while one of its answers is still being written. */
  async function historyWhenIdle(conversationId: string): Promise<HistoryTurn[]> {
    const [running, turns] = await Promise.all([
      messages.streamingIn(conversationId),
      messages.history(conversationId, null, HISTORY_MESSAGES),
    ]);
    if (running.length) throw AppError.conflict(ChatText.answerStreaming);
    return turns;
  }

  return async function ask(owner: ChatOwner, body: DirectMessageBody, ip: string): Promise<OpenStream> {
    // Reads run side by side: every millisecond here is added to the time to first token.
    const [account, existing, screened] = await Promise.all([
      launcher.accountOf(owner),
      body.conversationId ? conversations.findOwned(owner, body.conversationId) : null,
      screenQuestion(safety.gate, body.messageContent),
    ]);
    if (body.conversationId && !existing) throw AppError.notFound(ChatText.conversationNotFound);
    const turns = existing ? await historyWhenIdle(existing.id) : [];
    // The follow-up is read after its earlier question once the turns are here (no I/O, nothing added to the wait).
    const declined = screened ?? screenFollowUp(body.messageContent, turns);
    return launcher.withAnswerSlot(owner, async (slot) => {
      const { spendFrom, profile } = await launcher.admit(owner, account, ip, declined);
      const conversationId = existing?.id ?? randomUUID();
      const title = existing?.title ?? titleFrom(body.messageContent);
      const userMessageId = randomUUID();
      const id = randomUUID();
      const turn = {
        conversationId,
        modelCode: body.modelCode,
        questionId: userMessageId,
        question: body.messageContent,
      };
      const answer = {
        answerId: id,
        // A declined question is answered by its decline, not by the model.
        model: declined ? AnswerModel.declined : provider.modelName(body.modelCode),
        instanceId: runtime.instanceId,
        spendFrom,
      };
      const persisted = existing
        ? turnWrites.continueConversation({ ...turn, ...answer })
        : turnWrites.startConversation({ ...turn, ...answer, owner, title });
      return launcher.launch(
        {
          id,
          conversationId,
          userMessageId,
          conversationTitle: title,
          modelCode: body.modelCode,
          question: body.messageContent,
          history: turns,
          profile,
          owner,
          declined,
        },
        persisted,
        spendFrom,
        slot,
      );
    });
  };
}
