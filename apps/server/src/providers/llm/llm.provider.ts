import type { RiasecType } from '@lucina/contracts';

export interface LlmTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The asker's latest RIASEC result, when the assessment feature has one. */
export interface RiasecSnapshot {
  hollandCode: string;
  /** All six letters, highest first. */
  order: RiasecType[];
  percent: Record<RiasecType, number>;
  takenAt: string;
}

/** What the planner knows about the asker beyond the conversation. */
export interface ChatProfile {
  riasec: RiasecSnapshot | null;
  /** Needs-survey choices, comma-joined (SPEC §3); '' when none. */
  workTag: string;
  layoutTag: string;
  /** Profile-collection answers as lines ('目前阶段：本科在读'); absent or empty when none. */
  facts?: string[];
}

/** One request, built for every provider by the chat feature's buildChatContext. */
export interface LlmRequest {
  modelCode: number;
  /** System prompt (with the profile), earlier turns, then the question. */
  messages: LlmTurn[];
  question: string;
  /** Earlier user questions of this conversation, oldest first (follow-ups lean on them). */
  previousQuestions: string[];
  profile: ChatProfile;
  /** Aborting it must close the upstream request. */
  signal: AbortSignal;
}

export type LlmChunk =
  { type: 'thinking' | 'text'; content: string } | { type: 'usage'; promptTokens: number; completionTokens: number };

/** A chat model behind one interface; `stream` yields chunks until the answer ends, or throws LlmError. */
export interface LlmProvider {
  readonly name: 'offline' | 'openai';
  /** Upstream model name used for a planner model code. */
  modelName(modelCode: number): string;
  stream(request: LlmRequest): AsyncIterable<LlmChunk>;
  /** Loads what the first answer would otherwise wait for (called at boot). */
  warmUp(): void;
}

/** The upstream failed; `status` is its HTTP status (502 when it sent none, 504 on timeout). Detail is for the log. */
export class LlmError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`LLM request failed (${status}): ${detail}`);
    this.name = 'LlmError';
  }
}
