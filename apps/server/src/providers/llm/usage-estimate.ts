import type { LlmTurn } from './llm.provider.js';
import { countTokens } from './offline/tokenize.js';

/**
 * Tokens of an answer cut short before the provider reported its usage (a stop, a timeout, a safety block,
 * a shutdown): providers send the usage with the last event, which a cut answer never reads, yet the model
 * was paid for what it had read and written. Counted with the offline assistant's segmenter, so the figure
 * is an estimate of the same kind as the offline assistant's own.
 */
export function estimateUsage(messages: readonly LlmTurn[], generated: string) {
  return {
    promptTokens: messages.reduce((n, m) => n + countTokens(m.content), 0),
    completionTokens: countTokens(generated),
  };
}
