import type { Config } from '../../config.js';
import type { AnswerHold } from './answer-hold.js';
import type { LlmProvider } from './llm.provider.js';
import { createOfflineLlm } from './offline.llm.js';
import { createOpenAiLlm } from './openai.llm.js';

export type { ChatProfile, LlmChunk, LlmProvider, LlmRequest, LlmTurn, RiasecSnapshot } from './llm.provider.js';
export { LlmError } from './llm.provider.js';
export { estimateUsage } from './usage-estimate.js';

export { createAnswerHold, type AnswerHold } from './answer-hold.js';
export { tracedLlm } from './traced.llm.js';

export function createLlmProvider(config: Config['llm'], hold?: AnswerHold): LlmProvider {
  switch (config.provider) {
    case 'openai':
      return createOpenAiLlm(config);
    case 'offline':
      return createOfflineLlm(config, hold);
  }
}
