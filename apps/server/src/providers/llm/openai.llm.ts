import OpenAI from 'openai';
import type { Config } from '../../config.js';
import { LlmError, type LlmChunk, type LlmProvider, type LlmRequest } from './llm.provider.js';
import { createThinkTagSplitter } from './think-tags.js';

/** Reasoning arrives as `reasoning_content` (DeepSeek, Qwen, vLLM) or `reasoning` (newer vLLM, Ollama). */
interface CompatibleDelta {
  content?: string | null;
  reasoning_content?: string | null;
  reasoning?: string | null;
}

function toLlmError(err: unknown): LlmError {
  if (err instanceof LlmError) return err;
  if (err instanceof OpenAI.APIConnectionTimeoutError) return new LlmError(504, err.message);
  if (err instanceof OpenAI.APIError) {
    const detail = err.message || JSON.stringify(err.error ?? null);
    return new LlmError(err.status ?? 502, detail);
  }
  return new LlmError(502, err instanceof Error ? err.message : String(err));
}

/**
 * Any OpenAI-compatible chat completions API (OpenAI, DeepSeek, Qwen compatible mode, Moonshot, vLLM,
 * Ollama) through the official SDK, streamed. The request's AbortSignal closes the upstream connection.
 */
export function createOpenAiLlm(config: Config['llm']): LlmProvider {
  const client = new OpenAI({
    // Local servers (Ollama, vLLM) accept any key, but the SDK insists on one.
    apiKey: config.apiKey ?? 'unused',
    baseURL: config.baseUrl ?? undefined,
    // The timeout covers connecting and the response headers; the generation watches idle gaps itself.
    timeout: config.idleTimeoutMs,
    maxRetries: 1,
  });
  const modelName = (modelCode: number) => config.modelMap[modelCode] ?? config.model;

  async function* stream(request: LlmRequest): AsyncGenerator<LlmChunk> {
    const think = createThinkTagSplitter();
    let finished = false;
    try {
      const chunks = await client.chat.completions.create(
        {
          model: modelName(request.modelCode),
          messages: request.messages,
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: request.signal },
      );
      for await (const chunk of chunks) {
        const choice = chunk.choices[0];
        const delta = choice?.delta as CompatibleDelta | undefined;
        const reasoning = delta?.reasoning_content ?? delta?.reasoning;
        if (reasoning) yield { type: 'thinking', content: reasoning };
        if (delta?.content) yield* think.push(delta.content);
        if (choice?.finish_reason) finished = true;
        if (chunk.usage) {
          yield {
            type: 'usage',
            promptTokens: chunk.usage.prompt_tokens,
            completionTokens: chunk.usage.completion_tokens,
          };
        }
      }
    } catch (err) {
      if (request.signal.aborted) return;
      throw toLlmError(err);
    }
    // The SDK ends quietly on abort; the caller knows it stopped the request.
    if (request.signal.aborted) return;
    yield* think.flush();
    if (!finished) throw new LlmError(502, 'the stream ended without a finish_reason');
  }

  return { name: 'openai', modelName, stream, warmUp: () => {} };
}
