import type { Config } from '../../config.js';
import type { LlmProvider } from './llm.provider.js';
import { createOfflineLlm } from './offline.llm.js';
import { createOpenAiLlm } from './openai.llm.js';

export type { ChatProfile, LlmChunk, LlmProvider, LlmRequest, LlmTurn, RiasecSnapshot } from './llm.provider.js';
export { LlmError } from './llm.provider.js';

export function createLlmProvider(config: Config['llm']): LlmProvider {
  switch (config.provider) {
    case 'openai':
      return createOpenAiLlm(config);
    case 'offline':
      return createOfflineLlm(config);
  }
}
