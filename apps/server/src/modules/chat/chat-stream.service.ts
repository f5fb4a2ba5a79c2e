import { ChatText } from '@lucina/contracts';
import type { MessageRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { noMetrics } from '../../lib/metrics.js';
import { followElsewhere, replayStored, type OpenStream } from './answer-attach.js';
import { createAnswerLauncher, type ChatStreamDeps } from './answer-launch.js';
import { createAsk } from './ask.js';
import { toChatMessage } from './chat.mapper.js';
import { conversationRepository, type ChatOwner } from './conversation.repository.js';
import { messageRepository } from './message.repository.js';
import { createRegenerate } from './regenerate.js';

export type { ChatStreamDeps } from './answer-launch.js';

const STOP_TIMEOUT_MS = 5000;

/**
 * Asking (ask.ts), regenerating (regenerate.ts), attaching and stopping. Every check (ownership, quota) runs
 * before a stream opens, so refusals are ordinary envelopes; what is returned is an answer ready to stream.
 */
export function createChatStreamService(deps: ChatStreamDeps) {
  const { db, log, runtime, limits } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const conversations = conversationRepository(db);
  const messages = messageRepository(db);
  const launcher = createAnswerLauncher(deps);

  /** When each instance with streaming answers was first seen without a heartbeat. */
  const missingSince = new Map<string, number>();

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
    ask: createAsk(deps, launcher),
    /** resetAnswer: a new answer to the same question replaces the latest answer. */
    regenerate: createRegenerate(deps, launcher, ownedAnswer),

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
