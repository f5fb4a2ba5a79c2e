import {
  Chat,
  ChatModels,
  ChatText,
  memberLevelAt,
  RiasecNames,
  splitSurveyTags,
  type HomePrompts,
  type QuickCommand,
  type ReportReason,
  type RiasecType,
} from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { chatAccountRepository } from './chat-account.repository.js';
import type { ChatContextSource } from './chat-context.js';
import type { ChatStreamService } from './chat-stream.service.js';
import {
  DEFAULT_QUESTIONS,
  DIALOG_BOOT,
  INDUCE_GREETING,
  INPUT_PLACEHOLDER,
  QUICK_COMMANDS,
  operationPositionsFor,
} from './chat.content.js';
import { composeInduceMessage } from './induce-message.js';
import { toChatMessage, toConversation } from './chat.mapper.js';
import { conversationRepository, type ChatOwner } from './conversation.repository.js';
import { messageRepository } from './message.repository.js';
import type { ReportInput } from '../safety/index.js';
import { cachedView, type UserViewCache } from '../users/index.js';

/** The quick commands and the greeting and first questions everyone is offered (operators edit them). */
export interface ChatPromptSource {
  quickCommands(): Promise<QuickCommand[]>;
  homePrompts(): Promise<HomePrompts>;
}
export const shippedPrompts: ChatPromptSource = {
  quickCommands: async () => [...QUICK_COMMANDS],
  homePrompts: async () => ({ greeting: INDUCE_GREETING, questions: [...DEFAULT_QUESTIONS] }),
};

export interface ConversationServiceDeps {
  db: Database;
  streams: ChatStreamService;
  contextSource: ChatContextSource;
  prompts: ChatPromptSource;
  offline: boolean;
  /** Keeps an account's conversation list between the database's change notifications. */
  views?: UserViewCache;
  /** Where users' reports of answers go (the safety module's review queue). */
  reports?: { submit(input: ReportInput): Promise<{ id: string; message: string }> };
}

/** How many of the best-matching occupations the opening message names. */
const INDUCE_OCCUPATIONS = 3;

/** Conversations and messages at rest: every call checks ownership first and answers 404 for anything not the caller's. */
export function createConversationService({
  db,
  streams,
  contextSource,
  prompts,
  offline,
  views,
  reports,
}: ConversationServiceDeps) {
  const conversations = conversationRepository(db);
  const messages = messageRepository(db);
  const accounts = chatAccountRepository(db);

  async function ownedConversation(owner: ChatOwner, id: string) {
    const row = await conversations.findOwned(owner, id);
    if (!row) throw AppError.notFound(ChatText.conversationNotFound);
    return row;
  }
  async function ownedMessage(owner: ChatOwner, id: string) {
    const found = await messages.findOwned(owner, id);
    if (!found) throw AppError.notFound(ChatText.messageNotFound);
    return found.message;
  }

  return {
    async list(owner: ChatOwner) {
      const read = async () => (await conversations.list(owner, Chat.listLimit)).map(toConversation);
      // An account's conversations announce their changes (migration 0012); a visitor's are read every time.
      return owner.kind === 'user' ? cachedView(views, owner.userId, 'conversations', read) : read();
    },
    async remove(owner: ChatOwner, conversationId: string) {
      await ownedConversation(owner, conversationId);
      // A running answer in it would keep writing: end it first.
      await streams.stop(owner, { conversationId });
      await db.transaction(async (tx) => {
        if (!(await conversationRepository(tx).softDelete(owner, conversationId))) {
          throw AppError.notFound(ChatText.conversationNotFound);
        }
        if (owner.kind === 'user') await conversationRepository(tx).adjustConversationCount(owner.userId, -1);
      });
      return null;
    },
    async pin(owner: ChatOwner, conversationId: string, pinned: boolean) {
      const row = await conversations.update(owner, conversationId, { pinned });
      if (!row) throw AppError.notFound(ChatText.conversationNotFound);
      return toConversation(row);
    },
    async rename(owner: ChatOwner, conversationId: string, title: string) {
      const row = await conversations.update(owner, conversationId, { title });
      if (!row) throw AppError.notFound(ChatText.conversationNotFound);
      return toConversation(row);
    },
    async messageList(owner: ChatOwner, conversationId: string) {
      const read = async () => {
        const found = await messages.conversationWithMessages(owner, conversationId);
        if (!found) throw AppError.notFound(ChatText.conversationNotFound);
        return { conversation: toConversation(found.conversation), messages: found.messages.map(toChatMessage) };
      };
      if (owner.kind === 'visitor') return read();
      // Kept until the database announces a change (migration 0013), except while an answer streams: its progress
      // saves announce nothing, so that list is read every time and a reattaching client never sees older text.
      return cachedView(views, owner.userId, `chat:${conversationId}`, read, (list) =>
        list.messages.every((m) => m.status !== 'streaming'),
      );
    },
    async likeOrStomp(owner: ChatOwner, id: string, value: number) {
      const message = await ownedMessage(owner, id);
      if (message.role !== 'assistant') throw AppError.badRequest(ChatText.onlyAnswers);
      return toChatMessage(await messages.setLikeOrStomp(id, value));
    },
    /**
     * A report of an answer the caller can see (anything else is 404, as for every message call), with the question
     * and the answer as they are now, so a later deletion or regeneration does not empty the review.
     */
    async report(owner: ChatOwner, input: { id: string; reason: ReportReason; detail: string }) {
      const message = await ownedMessage(owner, input.id);
      if (message.role !== 'assistant') throw AppError.badRequest(ChatText.onlyAnswers);
      if (!reports) throw AppError.notFound();
      const parent = message.parentId ? await messages.findById(message.parentId) : null;
      return reports.submit({
        ...input,
        messageId: message.id,
        question: parent?.role === 'user' ? parent.content : '',
        answer: message.content,
        reporter: owner.kind === 'user' ? { userId: owner.userId } : { visitorId: owner.visitorId },
      });
    },
    /**
     * The text the user saw when they stopped (SPEC §4): the answer is stopped if it still runs, and the
     * text must be the start of what was generated, so a client cannot put words in the planner's mouth.
     * Idempotent: saving the same text again changes nothing.
     */
    async saveTerminated(owner: ChatOwner, id: string, messageContent: string) {
      let message = await ownedMessage(owner, id);
      if (message.role !== 'assistant') throw AppError.badRequest(ChatText.onlyAnswers);
      if (message.status === 'streaming') {
        await streams.stop(owner, { id });
        message = await ownedMessage(owner, id);
      }
      if (!message.content.startsWith(messageContent)) throw AppError.badRequest(ChatText.contentMismatch);
      // An answer that finished just as the user stopped it is kept as the user saw it: stopped.
      const status = message.status === 'error' ? 'error' : 'terminated';
      return toChatMessage(await messages.setStopped(id, messageContent, status));
    },
    async toggleDisplayThinkProcess(userId: string) {
      const value = await accounts.toggleDisplayThinkProcess(userId);
      if (value === null) throw AppError.sessionInvalid();
      return { displayThinkProcess: value === '1' ? ('1' as const) : ('0' as const) };
    },
    /**
     * The planner's greeting and first questions, from the caller's latest test result (a visitor's too)
     * and a user's needs-survey tags; the home prompts (operators edit them) fill the rest.
     */
    async induceMessage(owner: ChatOwner | null) {
      const [account, latest, home] = await Promise.all([
        owner?.kind === 'user' ? accounts.find(owner.userId) : null,
        owner ? contextSource.latestResult(owner) : null,
        prompts.homePrompts(),
      ]);
      const occupations =
        latest && contextSource.matchedOccupations
          ? await contextSource.matchedOccupations(latest, INDUCE_OCCUPATIONS)
          : [];
      return composeInduceMessage({
        result: latest && {
          hollandCode: latest.hollandCode,
          typeNames: [...latest.hollandCode].map((l) => RiasecNames[l as RiasecType] ?? l),
        },
        occupations,
        tags: [...splitSurveyTags(account?.workTag), ...splitSurveyTags(account?.layoutTag)],
        general: home.questions,
        generalGreeting: home.greeting,
      });
    },
    modelList: () => [...ChatModels],
    dialogBoot: () => DIALOG_BOOT,
    quickCommands: () => prompts.quickCommands(),
    /** The slots beside the chat; a member is offered the member center instead of joining. */
    async operationPositions(owner: ChatOwner | null) {
      const account = owner?.kind === 'user' ? await accounts.find(owner.userId) : null;
      const member = !!account && memberLevelAt({ level: account.userGrade, endTime: account.endTime }) > 0;
      return operationPositionsFor({ member });
    },
    userInputBox: () => ({
      placeholder: INPUT_PLACEHOLDER,
      maxLength: Chat.questionMaxChars,
      defaultModelCode: Chat.defaultModelCode,
      models: [...ChatModels],
      offline,
    }),
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
