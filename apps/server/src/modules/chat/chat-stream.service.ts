import { randomUUID } from 'node:crypto';
import { ChatText, type DirectMessageBody } from '@lucina/contracts';
import type { Database } from '../../db/client.js';
import type { MessageRow, NewMessageRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { noMetrics, type Metrics } from '../../lib/metrics.js';
import type { ChatProfile, LlmChunk, LlmProvider, RiasecSnapshot } from '../../providers/llm/index.js';
import type { NewBlock, SafetyGate } from '../safety/index.js';
import { followElsewhere, replayStored, type OpenStream } from './answer-attach.js';
import { chatAccountRepository, type ChatAccount } from './chat-account.repository.js';
import { buildChatContext, type ChatContextSource, type HistoryTurn } from './chat-context.js';
import type { Lease } from '../../kv/slots.js';
import type { LiveLimits } from './live-limits.js';
import type { ChatQuota } from './chat-quota.js';
import type { ChatRuntime } from './chat-runtime.js';
import { toChatMessage } from './chat.mapper.js';
import { conversationRepository, type ChatOwner } from './conversation.repository.js';
import { createFinalSaver } from './final-saver.js';
import { Generation, type GenerationInit } from './generation.js';
import { messageRepository } from './message.repository.js';
import { createProgressSaver } from './progress-saver.js';
import { createAnswerScreen, screenQuestion, type Blocked } from './screening.js';
import { turnRepository } from './turn.repository.js';

const HISTORY_MESSAGES = 20;
const STOP_TIMEOUT_MS = 5000;
const TITLE_CHARS = 50;

export interface ChatStreamDeps {
  db: Database;
  log: Logger;
  provider: LlmProvider;
  runtime: ChatRuntime;
  quota: ChatQuota;
  limits: LiveLimits;
  contextSource: ChatContextSource;
  idleTimeoutMs: number;
  saveIntervalMs: number;
  /** The content-safety gate; blocks are recorded for review through `record`. */
  safety: { gate: SafetyGate; answerCheckChars: number; record(block: NewBlock): Promise<void> };
  metrics?: Metrics;
}

/** A declined question is answered with its decline, streamed and saved as any answer, from no model. */
function replyProvider(provider: LlmProvider, reply: string): LlmProvider {
  return {
    ...provider,
    async *stream(): AsyncIterable<LlmChunk> {
      yield { type: 'text', content: reply };
    },
  };
}

/** The planner's view of a stored test result (as ChatContextSource.latestResult gives it). */
function riasecOf(latest: ChatAccount['latestResult']): RiasecSnapshot | null {
  if (!latest) return null;
  const { hollandCode, order, percent } = latest.result;
  return { hollandCode, order, percent, takenAt: new Date(latest.submittedAt ?? 0).toISOString() };
}

/** An answer to start: the model is asked with the question, the turns before it and the asker's profile. */
type AnswerStart = Omit<GenerationInit, 'persisted' | 'spend' | 'request' | 'screen' | 'declinedByGate'> & {
  question: string;
  history: readonly HistoryTurn[];
  profile: ChatProfile;
  owner: ChatOwner;
  /** The decline that answers a question the gate refused; the model is not asked. */
  declined: Declined;
};

type Declined = Awaited<ReturnType<typeof screenQuestion>>;

/** A new conversation is titled with the first line of its first question. */
function titleFrom(question: string): string {
  const line = question.split('\n').find((l) => l.trim()) ?? question;
  return Array.from(line.trim().replace(/\s+/g, ' ')).slice(0, TITLE_CHARS).join('');
}

/**
 * Asking, regenerating, attaching and stopping. Every check (ownership, quota) runs before a stream
 * opens, so refusals are ordinary envelopes; what is returned is an answer ready to stream.
 */
export function createChatStreamService(deps: ChatStreamDeps) {
  const { db, log, provider, runtime, quota, limits, safety } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const conversations = conversationRepository(db);
  const messages = messageRepository(db);
  const accounts = chatAccountRepository(db);
  const turnWrites = turnRepository(db);
  const progress = createProgressSaver({
    intervalMs: deps.saveIntervalMs,
    save: (answers) => messages.saveProgress(answers),
    log,
  });
  const finals = createFinalSaver({
    saveMany: (answers) => messages.finishMany(answers),
    saveOne: ({ id, ...fields }) => messages.finish(id, fields),
    log,
  });

  /** When each instance with streaming answers was first seen without a heartbeat. */
  const missingSince = new Map<string, number>();

  const accountOf = async (owner: ChatOwner) => (owner.kind === 'user' ? accounts.find(owner.userId) : null);

  const logged =
    <T>(what: string, fallback: T) =>
    (err: unknown) => {
      log.error({ err }, `reading ${what} for chat failed`);
      return fallback;
    };

  /**
   * What the planner knows of the asker. A user's latest result comes with the account (one round trip before
   * the model is asked), and the profile answers are read only once the account says they were given.
   */
  async function profileOf(owner: ChatOwner, account: ChatAccount | null): Promise<ChatProfile> {
    const source = deps.contextSource;
    const [riasec, facts] = await Promise.all([
      owner.kind === 'user'
        ? riasecOf(account?.latestResult ?? null)
        : source.latestResult(owner).catch(logged('the latest assessment result', null)),
      account?.infoSubmitted && source.profileFacts
        ? source.profileFacts(owner).catch(logged('the profile-collection answers', []))
        : [],
    ]);
    return { riasec, workTag: account?.workTag ?? '', layoutTag: account?.layoutTag ?? '', facts };
  }

  function answerRow(init: { id: string; conversationId: string; parentId: string; modelCode: number }): NewMessageRow {
    return {
      ...init,
      role: 'assistant',
      status: 'streaming',
      model: provider.modelName(init.modelCode),
      instanceId: runtime.instanceId,
    };
  }

  /**
   * Starts the answer while its rows are still being written (the model's first token takes longer), then
   * waits for them: if writing fails, the answer is dropped and the caller gets the error as an envelope.
   * The owner's answer slot is held until the answer ends, however it ends.
   */
  async function launch(
    { question, history, profile, owner, declined, ...init }: AnswerStart,
    persisted: Promise<{ spent: boolean }>,
    spendFrom: string | null,
    slot: Lease,
  ): Promise<OpenStream> {
    const request = buildChatContext({ modelCode: init.modelCode, question, history, profile });
    const spend = spendFrom ? { refund: () => accounts.refundChat(spendFrom) } : null;
    const who = {
      userId: owner.kind === 'user' ? owner.userId : null,
      visitorId: owner.kind === 'visitor' ? owner.visitorId : null,
      messageId: init.id,
    };
    const screen = declined
      ? null
      : {
          check: createAnswerScreen(safety.gate, safety.answerCheckChars),
          blocked: (v: Blocked, answer: string) =>
            safety.record({
              stage: 'answer',
              question,
              answer,
              category: v.category,
              rule: v.rule,
              provider: v.provider,
              ...who,
            }),
        };
    if (declined) {
      const { category, rule, provider: by } = declined.verdict;
      // Kept once the rows exist: the record names the answer that declined.
      void persisted.then(
        () => safety.record({ stage: 'question', question, answer: '', category, rule, provider: by, ...who }),
        () => undefined,
      );
    }
    const gen = new Generation(
      { ...init, request, persisted, spend, screen, declinedByGate: Boolean(declined) },
      { ...deps, ...(declined ? { provider: replyProvider(provider, declined.reply) } : {}), finals, progress },
    );
    void gen.done.finally(() => slot.release());
    runtime.register(gen);
    gen.run().catch((err: unknown) => log.error({ err, messageId: gen.id }, 'an answer failed unexpectedly'));
    await persisted.catch((err: unknown) => {
      void gen.stop('discarded');
      throw err;
    });
    return (sink) => gen.attach(sink, false);
  }

  /**
   * The quota check (may refuse), the asker's profile, and this instance's runtime, at once. A declined question
   * costs no chat and counts against no allowance: nothing is charged and no profile is read.
   */
  async function admit(owner: ChatOwner, account: ChatAccount | null, ip: string, declined: Declined) {
    if (declined) {
      await runtime.ready();
      return {
        spendFrom: null,
        profile: { riasec: null, workTag: '', layoutTag: '', facts: [] } satisfies ChatProfile,
      };
    }
    const [spendFrom, profile] = await Promise.all([
      quota.admit(owner, account, ip),
      profileOf(owner, account),
      runtime.ready(),
    ]);
    return { spendFrom, profile };
  }

  /** Runs `start` holding one of the owner's answer slots; a refusal before the answer starts frees it. */
  async function withAnswerSlot(owner: ChatOwner, start: (slot: Lease) => Promise<OpenStream>) {
    const slot = await limits.answer(owner);
    try {
      return await start(slot);
    } catch (err) {
      await slot.release();
      throw err;
    }
  }

  /** Earlier turns of a conversation, refused while one of its answers is still being written. */
  async function historyWhenIdle(conversationId: string): Promise<HistoryTurn[]> {
    const [running, turns] = await Promise.all([
      messages.streamingIn(conversationId),
      messages.history(conversationId, null, HISTORY_MESSAGES),
    ]);
    if (running.length) throw AppError.conflict(ChatText.answerStreaming);
    return turns;
  }

  async function stopOne(row: MessageRow) {
    const gen = runtime.local(row.id);
    if (gen) return gen.stop('user');
    const owner = row.instanceId;
    if (owner && (await runtime.isAlive(owner)) && (await runtime.stopRemote(owner, row.id, STOP_TIMEOUT_MS))) return;
    // Its instance is gone (or silent): end it as it stands.
    await messages.terminate(row.id);
  }

  async function ownedAnswer(owner: ChatOwner, id: string) {
    const found = await messages.findOwned(owner, id);
    if (!found) throw AppError.notFound(ChatText.messageNotFound);
    if (found.message.role !== 'assistant') throw AppError.badRequest(ChatText.onlyAnswers);
    return found;
  }

  return {
    /** directMessage: a question into a new or existing conversation. */
    async ask(owner: ChatOwner, body: DirectMessageBody, ip: string): Promise<OpenStream> {
      // Reads run side by side: every millisecond here is added to the time to first token.
      const [account, existing, declined] = await Promise.all([
        accountOf(owner),
        body.conversationId ? conversations.findOwned(owner, body.conversationId) : null,
        screenQuestion(safety.gate, body.messageContent),
      ]);
      if (body.conversationId && !existing) throw AppError.notFound(ChatText.conversationNotFound);
      const turns = existing ? await historyWhenIdle(existing.id) : [];
      return withAnswerSlot(owner, async (slot) => {
        const { spendFrom, profile } = await admit(owner, account, ip, declined);
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
          model: provider.modelName(body.modelCode),
          instanceId: runtime.instanceId,
          spendFrom,
        };
        const persisted = existing
          ? turnWrites.continueConversation({ ...turn, ...answer })
          : turnWrites.startConversation({ ...turn, ...answer, owner, title });
        return launch(
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
    },

    /** resetAnswer: a new answer to the same question replaces the latest answer. */
    async regenerate(owner: ChatOwner, answerId: string, ip: string): Promise<OpenStream> {
      const { message, conversation } = await ownedAnswer(owner, answerId);
      if (message.status === 'streaming') throw AppError.conflict(ChatText.answerStreaming);
      if ((await messages.latestAnswer(conversation.id))?.id !== message.id) {
        throw AppError.badRequest(ChatText.onlyLatestAnswer);
      }
      const question = message.parentId ? await messages.findById(message.parentId) : null;
      if (!question) throw AppError.notFound(ChatText.messageNotFound);
      const [account, turns, declined] = await Promise.all([
        accountOf(owner),
        messages.history(conversation.id, question.seq, HISTORY_MESSAGES),
        screenQuestion(safety.gate, question.content),
      ]);
      return withAnswerSlot(owner, async (slot) => {
        const { spendFrom, profile } = await admit(owner, account, ip, declined);
        const id = randomUUID();
        const persisted = db.transaction(async (tx) => {
          if (!(await messageRepository(tx).retire(message.id))) throw AppError.conflict(ChatText.answerStreaming);
          await messageRepository(tx).insert([
            answerRow({ id, conversationId: conversation.id, parentId: question.id, modelCode: message.modelCode }),
          ]);
          await conversationRepository(tx).touch(conversation.id, message.modelCode);
          return { spent: spendFrom ? await chatAccountRepository(tx).spendChat(spendFrom) : false };
        });
        return launch(
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
    },

    /** attach: what an answer has so far, then its live chunks, wherever it runs. */
    async attach(owner: ChatOwner, answerId: string): Promise<OpenStream> {
      const { message, conversation } = await ownedAnswer(owner, answerId);
      if (message.status !== 'streaming') return replayStored(message, conversation.title);
      metrics.chat.reattached();
      const gen = runtime.local(message.id);
      return limits.follower(
        message.id,
        gen
          ? (sink) => gen.attach(sink, true)
          : followElsewhere(message, conversation.title, { runtime, messages, log }),
      );
    },

    /** stop: by answer id, or every running answer of a conversation; works from any instance. */
    async stop(owner: ChatOwner, target: { id?: string | undefined; conversationId?: string | undefined }) {
      let rows: MessageRow[];
      if (target.id) {
        rows = [(await ownedAnswer(owner, target.id)).message];
      } else {
        const conversation = await conversations.findOwned(owner, target.conversationId!);
        if (!conversation) throw AppError.notFound(ChatText.conversationNotFound);
        rows = await messages.streamingIn(conversation.id);
      }
      for (const row of rows) if (row.status === 'streaming') await stopOne(row);
      const last = rows.at(-1);
      const saved = last ? await messages.findById(last.id) : null;
      return saved ? toChatMessage(saved) : null;
    },

    /**
     * Answers left streaming by an instance that is gone (crash, kill) become terminated, keeping their text.
     * An instance is gone once its heartbeat has been missing for `graceMs`: a KV store that restarts empty
     * loses every heartbeat at once, and live instances put theirs back within a beat.
     */
    async recoverOrphanedAnswers(graceMs = 0, clock = Date.now) {
      const gone: string[] = [];
      const streamingOn = new Set(await messages.streamingInstances());
      for (const instance of streamingOn) {
        if (await runtime.isAlive(instance)) {
          missingSince.delete(instance);
          continue;
        }
        // Read after the KV answered: a lookup queued through a Redis restart answers from the empty store.
        const now = clock();
        const since = missingSince.get(instance) ?? now;
        missingSince.set(instance, since);
        if (now - since >= graceMs) gone.push(instance);
      }
      for (const instance of missingSince.keys()) if (!streamingOn.has(instance)) missingSince.delete(instance);
      const ended = await messages.terminateOrphans(gone);
      if (ended > 0) metrics.chat.orphansEnded(ended);
      return ended;
    },
  };
}

export type ChatStreamService = ReturnType<typeof createChatStreamService>;
