import { setTimeout as sleep } from 'node:timers/promises';
import { AnswerModel } from '@lucina/contracts';
import type { AnswerHold } from './answer-hold.js';
import type { LlmChunk, LlmProvider, LlmRequest } from './llm.provider.js';
import { composeAnswer } from './offline/compose.js';
import { answersOf } from './offline/dialogue.js';
import { knowledgeBase } from './offline/knowledge.js';
import { estimateUsage } from './usage-estimate.js';

const CHUNK_CHARS = 6;

/** Splits text into small pieces by code point (never inside a surrogate pair), like a model's tokens. */
function* pieces(text: string): Generator<string> {
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += CHUNK_CHARS) yield chars.slice(i, i + CHUNK_CHARS).join('');
}

/**
 * The default when no LLM is configured: a career planner that reads the question in its conversation and
 * composes the answer from the project's own content (planner majors, decisions and topics, occupations,
 * RIASEC types) and the asker's result, streamed as markdown.
 */
export function createOfflineLlm(config: { offlineChunkDelayMs: number }, hold?: AnswerHold): LlmProvider {
  async function* stream(request: LlmRequest): AsyncGenerator<LlmChunk> {
    const answer = composeAnswer(knowledgeBase(), { ...request, ...answersOf(request.messages) });
    let sent = 0;
    const pause = async () => {
      await hold?.wait(sent++, request.signal);
      if (config.offlineChunkDelayMs > 0)
        await sleep(config.offlineChunkDelayMs, undefined, { signal: request.signal });
      else request.signal.throwIfAborted();
    };
    for (const [type, text] of [
      ['thinking', answer.thinking],
      ['text', answer.text],
    ] as const) {
      for (const content of pieces(text)) {
        await pause();
        yield { type, content };
      }
    }
    yield { type: 'usage', ...estimateUsage(request.messages, answer.thinking + answer.text) };
  }

  // The index (jieba dictionary plus BM25 over ~950 documents) takes about half a second: built at boot.
  return { name: 'offline', modelName: () => AnswerModel.offline, stream, warmUp: () => void knowledgeBase() };
}
