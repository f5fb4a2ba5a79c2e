import { randomUUID } from 'node:crypto';
import { AnswerModel, ChatText } from '@lucina/contracts';
import type { MessageRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { OpenStream } from './answer-attach.js';
import type { AnswerLauncher, ChatStreamDeps } from './answer-launch.js';
import { chatAccountRepository } from './chat-account.repository.js';
import { conversationRepository, type ChatOwner } from './conversation.repository.js';
import { messageRepository } from './message.repository.js';
import { screenFollowUp, screenQuestion } from './screening.js';

const HISTORY_MESSAGES = 20;

/** resetAnswer: a new answer to the same question replaces the latest answer. */
export function createRegenerate(
  deps: ChatStreamDeps,
  launcher: AnswerLauncher,
  ownedAnswer: (
    owner: ChatOwner,
    id: string,
  ) => Promise<{ message: MessageRow; conversation: { id: string; title: string } }>,
) {
  const { db, provider, runtime, safety } = deps;
  const messages = messageRepository(db);

  return async function regenerate(owner: ChatOwner, answerId: string, ip: string): Promise<OpenStream> {
    const { message, conversation } = await ownedAnswer(owner, answerId);
    if (message.status === 'streaming') throw AppError.conflict(ChatText.answerStreaming);
    if ((await messages.latestAnswer(conversation.id))?.id !== message.id) {
      throw AppError.badRequest(ChatText.onlyLatestAnswer);
    }
    const question = message.parentId ? await messages.findById(message.parentId) : null;
    if (!question) throw AppError.notFound(ChatText.messageNotFound);
    const [account, turns, screened] = await Promise.all([
      launcher.accountOf(owner),
      messages.history(conversation.id, question.seq, HISTORY_MESSAGES),
      screenQuestion(safety.gate, question.content),
    ]);
    const declined = screened ?? screenFollowUp(question.content, turns);
    return launcher.withAnswerSlot(owner, async (slot) => {
      const { spendFrom, profile } = await launcher.admit(
        owner,
        account,
        ip,
        declined,
        // The service cut the answer short (its chat was given back): asking again is on the house.
        message.cutShort,
      );
      const id = randomUUID();
      const persisted = db.transaction(async (tx) => {
        if (!(await messageRepository(tx).retire(message.id))) throw AppError.conflict(ChatText.answerStreaming);
        const spent = spendFrom ? await chatAccountRepository(tx).spendChat(spendFrom) : false;
        await messageRepository(tx).insert([
          {
            id,
            conversationId: conversation.id,
            parentId: question.id,
            modelCode: message.modelCode,
            role: 'assistant',
            status: 'streaming',
            model: declined ? AnswerModel.declined : provider.modelName(message.modelCode),
            instanceId: runtime.instanceId,
            chargedTo: spent ? spendFrom : null,
          },
        ]);
        await conversationRepository(tx).touch(conversation.id, message.modelCode);
        return { spent };
      });
      return launcher.launch(
        {
          id,
          conversationId: conversation.id,
          userMessageId: question.id,
          conversationTitle: conversation.title,
          modelCode: message.modelCode,
          question: question.content,
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
