import OpenAI from 'openai';
import { PushChannel } from '../../lib/push-channel.js';
import type { Config } from '../../config.js';
import { groundingNote, groundRequest } from './grounding/context.js';
import { PLANNER_TOOLS, runTool } from './grounding/tools.js';
import { createHttpFetch } from './http-fetch.js';
import { LlmError, type LlmChunk, type LlmProvider, type LlmRequest } from './llm.provider.js';
import { knowledgeBase } from './offline/knowledge.js';
import { readSseJson } from './sse-json.js';
import { createThinkTagSplitter } from './think-tags.js';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type ToolCall = OpenAI.Chat.Completions.ChatCompletionMessageFunctionToolCall;
type Chunk = OpenAI.Chat.Completions.ChatCompletionChunk;

/** Reasoning arrives as `reasoning_content` (DeepSeek, Qwen, vLLM) or `reasoning` (newer vLLM, Ollama). */
interface CompatibleDelta {
  content?: string | null;
  reasoning_content?: string | null;
  reasoning?: string | null;
  tool_calls?: Array<{ index: number; id?: string; function?: { name?: string; arguments?: string } }>;
}

/** Rounds of tool calls before the model must answer (the last round offers no tools). */
const MAX_TOOL_ROUNDS = 3;

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
 * Ollama) through the official SDK, streamed. Before the model is asked, the question is grounded in the
 * project's own data; the model may call tools (run here, in a bounded loop). The request's AbortSignal
 * closes the upstream connection.
 */
export function createOpenAiLlm(config: Config['llm']): LlmProvider {
  const client = new OpenAI({
    // Local servers (Ollama, vLLM) accept any key, but the SDK insists on one.
    apiKey: config.apiKey ?? 'unused',
    baseURL: config.baseUrl ?? undefined,
    // The timeout covers connecting and the response headers; the generation watches idle gaps itself.
    timeout: config.idleTimeoutMs,
    maxRetries: 1,
    fetch: createHttpFetch({ http2: config.http2 }),
  });
  const modelName = (modelCode: number) => config.modelMap[modelCode] ?? config.model;

  /**
   * One completion: pushes its text and reasoning into the answer's channel as they arrive, and resolves with the
   * tool calls it asked for (if any). `acc.lead` is thinking held back until the model has sent something (a
   * failing upstream must leave the answer empty).
   */
  async function round(
    request: LlmRequest,
    messages: Message[] | null,
    tools: boolean,
    acc: { prompt: number; completion: number; lead: string },
    channel: PushChannel<LlmChunk>,
  ) {
    const think = createThinkTagSplitter();
    const send = (chunk: LlmChunk) => {
      if (acc.lead) {
        channel.push({ type: 'thinking', content: acc.lead });
        acc.lead = '';
      }
      channel.push(chunk);
    };
    const calls: Array<{ id: string; name: string; arguments: string }> = [];
    let finish: string | null = null;
    // The SDK asks (retries, errors by status); the answer's events are read by readSseJson, as they arrive.
    const response = await client.chat.completions
      .create(
        {
          model: modelName(request.modelCode),
          messages: messages!,
          stream: true,
          stream_options: { include_usage: true },
          ...(tools ? { tools: PLANNER_TOOLS } : {}),
        },
        { signal: request.signal },
      )
      .asResponse();
    // Sent: not held while the answer streams.
    messages = null;
    const read = readSseJson(response, (event) => {
      const chunk = event as Chunk;
      const choice = chunk.choices[0];
      const delta = choice?.delta as CompatibleDelta | undefined;
      const reasoning = delta?.reasoning_content ?? delta?.reasoning;
      if (reasoning) send({ type: 'thinking', content: reasoning });
      if (delta?.content) for (const c of think.push(delta.content)) send(c);
      for (const t of delta?.tool_calls ?? []) {
        const call = (calls[t.index] ??= { id: '', name: '', arguments: '' });
        if (t.id) call.id = t.id;
        if (t.function?.name) call.name += t.function.name;
        if (t.function?.arguments) call.arguments += t.function.arguments;
      }
      if (choice?.finish_reason) finish = choice.finish_reason;
      if (chunk.usage) {
        acc.prompt += chunk.usage.prompt_tokens;
        acc.completion += chunk.usage.completion_tokens;
      }
    });
    channel.feed(read);
    await read.done;
    // A body that ended cleanly after the stop (an abort usually fails the read: see `answer`'s catch), or a
    // reader that left.
    if (request.signal.aborted || channel.closed) return { finish: 'aborted', calls };
    for (const c of think.flush()) send(c);
    return { finish: finish as string | null, calls: calls.filter(Boolean) };
  }

  /** Runs the answer's rounds, pushing its chunks into `channel`, and ends it (or fails it with an LlmError). */
  async function answer(request: LlmRequest, channel: PushChannel<LlmChunk>) {
    const kb = knowledgeBase();
    let grounded: ReturnType<typeof groundRequest> | null = groundRequest(kb, request);
    if (grounded.refusal) {
      // Off-topic and other users' data: answered here, the model is not asked.
      channel.push({ type: 'text', content: grounded.refusal });
      // No model read or wrote anything: the answer records no tokens (not an estimate of a cut answer's).
      channel.push({ type: 'usage', promptTokens: 0, completionTokens: 0 });
      return channel.end();
    }
    const acc = { prompt: 0, completion: 0, lead: groundingNote(grounded.composed) };
    // The grounded conversation is not kept while the answer streams: its site excerpts are a few KB per open
    // answer, for the answer's whole length. The rare tool round grounds the question again (the same result).
    const toolTurns: Message[] = [];
    const conversation = (): Message[] => {
      const messages = [...(grounded ?? groundRequest(kb, request)).messages, ...toolTurns];
      grounded = null;
      return messages;
    };
    try {
      for (let n = 1; ; n++) {
        const { finish, calls } = await round(request, conversation(), n <= MAX_TOOL_ROUNDS, acc, channel);
        if (finish === 'aborted') return channel.end();
        if (!finish) throw new LlmError(502, 'the stream ended without a finish_reason');
        if (!calls.length || n > MAX_TOOL_ROUNDS) break;
        const toolCalls: ToolCall[] = calls.map((c, i) => ({
          id: c.id || `call_${n}_${i}`,
          type: 'function',
          function: { name: c.name, arguments: c.arguments },
        }));
        toolTurns.push({ role: 'assistant', content: null, tool_calls: toolCalls });
        for (const call of toolCalls) {
          const run = runTool(kb, request.profile, call.function.name, call.function.arguments);
          channel.push({ type: 'thinking', content: `${acc.lead}${run.label}\n` });
          acc.lead = '';
          toolTurns.push({ role: 'tool', tool_call_id: call.id, content: run.result });
        }
      }
    } catch (err) {
      // The caller knows it stopped the request.
      if (request.signal.aborted) return channel.end();
      return channel.fail(toLlmError(err));
    }
    if (request.signal.aborted) return channel.end();
    if (acc.prompt || acc.completion)
      channel.push({ type: 'usage', promptTokens: acc.prompt, completionTokens: acc.completion });
    channel.end();
  }

  /**
   * The answer's chunks, pushed as each network chunk is parsed (lib/push-channel.ts says why not a generator);
   * nothing is asked until the first chunk is read.
   */
  function stream(request: LlmRequest): AsyncIterable<LlmChunk> {
    const channel: PushChannel<LlmChunk> = new PushChannel(() => {
      answer(request, channel).catch((err: unknown) => channel.fail(toLlmError(err)));
    });
    return channel;
  }

  return { name: 'openai', modelName, stream, warmUp: () => void knowledgeBase() };
}
