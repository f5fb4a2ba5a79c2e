import type { ModelCallOutcome, Tracing } from '../../lib/tracing.js';
import { LlmError, type LlmChunk, type LlmProvider, type LlmRequest } from './llm.provider.js';

/**
 * The provider with a span around each call to the model: its name, token counts and how the call ended. Only built
 * when tracing is on, so an untraced server streams through the provider itself.
 */
export function tracedLlm(provider: LlmProvider, tracing: Tracing): LlmProvider {
  return {
    name: provider.name,
    modelName: (code) => provider.modelName(code),
    warmUp: () => provider.warmUp(),
    async *stream(request: LlmRequest): AsyncGenerator<LlmChunk> {
      const span = tracing.modelCall(provider.name, provider.modelName(request.modelCode));
      const source = provider.stream(request)[Symbol.asyncIterator]();
      let outcome: [ModelCallOutcome, number?] | null = null;
      try {
        for (;;) {
          // Each step runs under the span: the upstream request the provider makes is the span's child.
          const step = await span.within(() => source.next());
          if (step.done) break;
          if (step.value.type === 'usage') span.usage(step.value.promptTokens, step.value.completionTokens);
          yield step.value;
        }
        outcome = ['done'];
      } catch (err) {
        // An abort (the asker's stop, a timeout, a shutdown) is not the model's failure.
        outcome = request.signal.aborted ? ['stopped'] : ['error', err instanceof LlmError ? err.status : 502];
        throw err;
      } finally {
        // The reader left before the end (a stop, a safety block): the provider's stream is closed, as for-await would.
        if (!outcome) await source.return?.(undefined);
        span.end(...(outcome ?? ['stopped']));
      }
    },
  };
}
