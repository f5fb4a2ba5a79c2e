import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import type { Kv } from '../../kv/index.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Logger } from '../../lib/logger.js';
import type { Tracing } from '../../lib/tracing.js';
import { createAnswerHold, createLlmProvider, tracedLlm } from '../../providers/llm/index.js';
import { emptyChatContextSource, type ChatContextSource } from './chat-context.js';
import { createChatQuota } from './chat-quota.js';
import { createChatRuntime, HEARTBEAT_EVERY_MS } from './chat-runtime.js';
import { createChatStreamService, type ChatStreamService } from './chat-stream.service.js';
import { conversationRepository } from './conversation.repository.js';
import { createLiveLimits } from './live-limits.js';
import {
  createConversationService,
  shippedPrompts,
  type ChatPromptSource,
  type ConversationServiceDeps,
} from './conversation.service.js';
import type { UserViewCache } from '../users/index.js';
import { shippedSafetyGate, type NewBlock, type SafetyGate } from '../safety/index.js';

export { emptyChatContextSource, type ChatContextSource } from './chat-context.js';
export { DEFAULT_QUESTIONS, INDUCE_GREETING, QUICK_COMMANDS } from './chat.content.js';
export { chatStreamRoutes } from './chat-stream.routes.js';
export { chatRoutes } from './chat.routes.js';
export { ANSWER_BLOCKED_NOTICE, DECLINE_TEXTS, declineFor } from './decline-texts.js';
export { createAnswerScreen, screenFollowUp, screenQuestion } from './screening.js';

export interface ChatServiceDeps {
  config: Config;
  db: Database;
  kv: Kv;
  log: Logger;
  /** Answers, tokens and the model's failures for the operator's metrics; without it none are kept. */
  metrics?: Metrics;
  /** When tracing is on, each call to the model gets a span; null or absent: the provider is used as it is. */
  tracing?: Tracing | null;
  /** The assessment feature's latest-result lookup; without it answers ignore test results. */
  contextSource?: ChatContextSource;
  /** Quick commands and home prompts as operators keep them; without it the shipped ones. */
  prompts?: ChatPromptSource;
  /** Keeps a user's conversation list between the database's change notifications; without it every call reads. */
  views?: UserViewCache;
  /** The content-safety gate and the record of what it blocked; without it the shipped library, unrecorded. */
  safety?: {
    gate: SafetyGate;
    answerCheckChars: number;
    record(block: NewBlock): Promise<void>;
    reports?: ConversationServiceDeps['reports'];
  };
}

/** Builds the chat feature: the LLM provider chosen by config, the per-instance runtime, quota and services. */
export function createChatServices({
  config,
  db,
  kv,
  log,
  contextSource = emptyChatContextSource,
  prompts = shippedPrompts,
  views,
  safety = { gate: shippedSafetyGate(), answerCheckChars: config.safety.answerCheckChars, record: async () => {} },
  metrics,
  tracing,
}: ChatServiceDeps) {
  // Only the test routes can hold answers mid-stream; production has no hold at all.
  const answerHold = config.testRoutes ? createAnswerHold() : undefined;
  const untraced = createLlmProvider(config.llm, answerHold);
  const llm = tracing ? tracedLlm(untraced, tracing) : untraced;
  const chatRuntime = createChatRuntime({ kv, log });
  const quota = createChatQuota({ kv, limits: config.chat });
  const chatStreams = createChatStreamService({
    db,
    log,
    provider: llm,
    runtime: chatRuntime,
    quota,
    limits: createLiveLimits({ kv, log, limits: config.liveLimits }),
    contextSource,
    idleTimeoutMs: config.llm.idleTimeoutMs,
    saveIntervalMs: config.chat.saveIntervalMs,
    safety,
    metrics,
  });
  const chat = createConversationService({
    db,
    streams: chatStreams,
    contextSource,
    prompts,
    offline: llm.name === 'offline',
    views,
    reports: safety.reports,
  });
  return { chat, chatStreams, chatRuntime, llm, answerHold };
}

/** Login hook: a visitor's conversations become the account's, and its conversation count follows. */
export async function moveVisitorConversations(tx: Executor, visitorId: string, userId: string) {
  const repo = conversationRepository(tx);
  const moved = await repo.moveVisitorConversations(visitorId, userId);
  if (moved > 0) await repo.adjustConversationCount(userId, moved);
}

/** A missing heartbeat counts once it stays missing this long (two beats): see recoverOrphanedAnswers. */
const ORPHAN_GRACE_MS = 2 * HEARTBEAT_EVERY_MS;

/**
 * Boot: answers left streaming by a crashed instance become terminated, now and then every heartbeat, so a
 * killed instance's answers end within seconds; the offline index is built now.
 */
export async function startChat(services: { chatStreams: ChatStreamService; llm: { warmUp(): void } }, log: Logger) {
  services.llm.warmUp();
  const sweep = async (graceMs: number) => {
    const ended = await services.chatStreams.recoverOrphanedAnswers(graceMs);
    if (ended > 0) log.warn({ ended }, 'marked answers of a stopped instance as terminated');
  };
  await sweep(0);
  let running = false;
  const timer = setInterval(() => {
    // One sweep at a time: a slow database must not pile them up.
    if (running) return;
    running = true;
    sweep(ORPHAN_GRACE_MS)
      .catch((err: unknown) => log.error({ err }, 'chat orphan sweep failed'))
      .finally(() => (running = false));
  }, HEARTBEAT_EVERY_MS).unref();
  return () => clearInterval(timer);
}
