import type { Database } from '../../db/client.js';
import type { Lease } from '../../kv/slots.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Metrics } from '../../lib/metrics.js';
import type { ChatProfile, LlmProvider, RiasecSnapshot } from '../../providers/llm/index.js';
import type { NewBlock, SafetyGate } from '../safety/index.js';
import type { OpenStream } from './answer-attach.js';
import { chatAccountRepository, type ChatAccount } from './chat-account.repository.js';
import { buildChatContext, type ChatContextSource, type HistoryTurn } from './chat-context.js';
import type { ChatQuota } from './chat-quota.js';
import type { ChatRuntime } from './chat-runtime.js';
import type { ChatOwner } from './conversation.repository.js';
import { declinedProvider, recordDeclined, type Declined } from './declined-answer.js';
import { createFinalSaver } from './final-saver.js';
import { Generation, type GenerationInit } from './generation.js';
import type { LiveLimits } from './live-limits.js';
import { messageRepository } from './message.repository.js';
import { createProgressSaver } from './progress-saver.js';
import { createAnswerScreen, type Blocked } from './screening.js';

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

/** The planner's view of a stored test result (as ChatContextSource.latestResult gives it). */
function riasecOf(latest: ChatAccount['latestResult']): RiasecSnapshot | null {
  if (!latest) return null;
  const { hollandCode, order, percent } = latest.result;
  return { hollandCode, order, percent, takenAt: new Date(latest.submittedAt ?? 0).toISOString() };
}

/** An answer to start: the model is asked with the question, the turns before it and the asker's profile. */
export type AnswerStart = Omit<GenerationInit, 'persisted' | 'spend' | 'request' | 'screen' | 'declinedByGate'> & {
  question: string;
  history: readonly HistoryTurn[];
  profile: ChatProfile;
  owner: ChatOwner;
  /** The decline that answers a question the gate refused; the model is not asked. */
  declined: Declined;
};

/**
 * What asking and regenerating share: admitting an answer (quota, profile), holding its slot, and starting the
 * generation while its rows are written. One per service, with this instance's savers of partial and final text.
 */
export function createAnswerLauncher(deps: ChatStreamDeps) {
  const { db, log, provider, runtime, quota, limits, safety } = deps;
  const messages = messageRepository(db);
  const accounts = chatAccountRepository(db);
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

  return {
    accountOf: async (owner: ChatOwner) => (owner.kind === 'user' ? accounts.find(owner.userId) : null),

    /**
     * Starts the answer while its rows are still being written (the model's first token takes longer), then
     * waits for them: if writing fails, the answer is dropped and the caller gets the error as an envelope.
     * The owner's answer slot is held until the answer ends, however it ends.
     */
    async launch(
      { question, history, profile, owner, declined, ...init }: AnswerStart,
      persisted: Promise<{ spent: boolean }>,
      spendFrom: string | null,
      slot: Lease,
    ): Promise<OpenStream> {
      const request = buildChatContext({ modelCode: init.modelCode, question, history, profile });
      const who = {
        userId: owner.kind === 'user' ? owner.userId : null,
        visitorId: owner.kind === 'visitor' ? owner.visitorId : null,
        messageId: init.id,
      };
      const screen = declined
        ? null
        : {
            check: createAnswerScreen(safety.gate, safety.answerCheckChars, question),
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
      if (declined) recordDeclined(safety, declined, persisted, { question, ...who });
      const gen = new Generation(
        { ...init, request, persisted, spend: spendFrom !== null, screen, declinedByGate: Boolean(declined) },
        { ...deps, ...(declined ? { provider: declinedProvider(provider, declined) } : {}), finals, progress },
      );
      void gen.done.finally(() => slot.release());
      runtime.register(gen);
      gen.run().catch((err: unknown) => log.error({ err, messageId: gen.id }, 'an answer failed unexpectedly'));
      await persisted.catch((err: unknown) => {
        void gen.stop('discarded');
        throw err;
      });
      return (sink) => gen.attach(sink, false);
    },

    /**
     * The quota check (may refuse), the asker's profile, and this instance's runtime, at once. A declined question
     * costs no chat and counts against no allowance: nothing is charged and no profile is read. A `free` answer
     * (the new answer to one the service cut short) is neither checked nor charged.
     */
    async admit(owner: ChatOwner, account: ChatAccount | null, ip: string, declined: Declined, free = false) {
      if (declined) {
        await runtime.ready();
        return {
          spendFrom: null,
          profile: { riasec: null, workTag: '', layoutTag: '', facts: [] } satisfies ChatProfile,
        };
      }
      if (owner.kind === 'user' && !account) throw AppError.sessionInvalid();
      const [spendFrom, profile] = await Promise.all([
        free ? null : quota.admit(owner, account, ip),
        profileOf(owner, account),
        runtime.ready(),
      ]);
      return { spendFrom, profile };
    },

    /** Runs `start` holding one of the owner's answer slots; a refusal before the answer starts frees it. */
    async withAnswerSlot(owner: ChatOwner, start: (slot: Lease) => Promise<OpenStream>) {
      const slot = await limits.answer(owner);
      try {
        return await start(slot);
      } catch (err) {
        await slot.release();
        throw err;
      }
    },
  };
}

export type AnswerLauncher = ReturnType<typeof createAnswerLauncher>;
