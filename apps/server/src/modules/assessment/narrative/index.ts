import type { LlmProvider } from '../../../providers/llm/index.js';
import { createOfflineNarrativeWriter } from './offline-writer.js';
import { createLlmNarrativeWriter, type NarrativeWriter } from './writer.js';

export { createNarrativeService, type NarrativeService } from './narrative.service.js';

/** The configured large model writes the narrative; without one, the rule-based writer does. */
export function createNarrativeWriter(llm: LlmProvider, offlineDelayMs: number): NarrativeWriter {
  return llm.name === 'openai'
    ? createLlmNarrativeWriter(llm)
    : createOfflineNarrativeWriter({ delayMs: offlineDelayMs });
}
