import type { Tracing } from '../../lib/tracing.js';
import { LlmError, type LlmProvider, type LlmRequest } from './llm.provider.js';

/**
 * The provider with a span around each call to the model: its name, token counts and how the call ended. Only built
 * when tracing is on, so an untraced server streams through the provider itself.
 */
export function tracedLlm(provider: LlmProvider, tracing: Tracing): LlmProvider {
  return {
    name: provider.name,
    modelName: (code) => provider.modelName(code),
    warmUp: () => provider.warmUp(),
    async *stream(request: LlmRequest) {
      const span = tracing.modelCall(provider.name, provider.modelName(request.modelCode));
      let ended = false;
      try {
        for await (const chunk of provider.stream(request)) {
          if (chunk.type === 'usage') span.usage(chunk.promptTokens, chunk.completionTokens);
          yield chunk;
        }
        ended = true;
        span.end('done');
      } catch (err) {
        ended = true;
        // An abort (the asker's stop, a timeout, a shutdown) is not the model's failure.
        if (request.signal.aborted) span.end('stopped');
        else span.end('error', err instanceof LlmError ? err.status : 502);
        throw err;
      } finally {
        // The reader left before the end (a stop, a safety block): the generator is closed here.
        if (!ended) span.end('stopped');
      }
    },
  };
}
