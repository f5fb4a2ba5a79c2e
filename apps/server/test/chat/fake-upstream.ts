import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does on the next request. */
export interface UpstreamScript {
  reasoning?: string[];
  content?: string[];
  /** Pause before each chunk. */
  delayMs?: number;
  /** After this many chunks, wait until `release()` (or the client hangs up). */
  stallAfter?: number;
  /** After this many chunks, destroy the connection (a failure mid-stream). */
  failAfter?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead of a stream. */
  errorStatus?: number;
  /** Wrap content in <think>…</think> instead of reasoning_content (models without a reasoning parser). */
  inlineThink?: boolean;
  /** Ask for these function calls (streamed in pieces, as the API does) instead of answering. */
  toolCalls?: Array<{ name: string; arguments: string }>;
}

export interface UpstreamMessage {
  role: string;
  content: string | null;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

export interface UpstreamCall {
  body: { model: string; messages: UpstreamMessage[]; stream: boolean; tools?: Array<{ function: { name: string } }> };
  /** Resolves when the client closed the connection before the answer was complete. */
  hungUp: Promise<void>;
  clientHungUp: boolean;
  completed: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  const body = {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/**
 * A local OpenAI-compatible chat completions server that streams like the real API (SSE `data:` lines with
 * `reasoning_content` and `content` deltas, a finish chunk, usage, `[DONE]`), and can stall or fail mid-stream.
 * It records each call and whether its client hung up early.
 */
export async function startFakeUpstream() {
  let script: UpstreamScript | ((body: UpstreamCall['body']) => UpstreamScript) = { content: ['你好'] };
  const calls: UpstreamCall[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => void serve(JSON.parse(raw), res));
  });

  async function serve(body: UpstreamCall['body'], res: http.ServerResponse) {
    const s = typeof script === 'function' ? script(body) : script;
    let hangUp!: () => void;
    const call: UpstreamCall = {
      body,
      hungUp: new Promise((r) => (hangUp = r)),
      clientHungUp: false,
      completed: false,
    };
    calls.push(call);
    res.on('close', () => {
      if (!call.completed) {
        call.clientHungUp = true;
        hangUp();
      }
    });
    if (s.errorStatus) {
      call.completed = true;
      res.writeHead(s.errorStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream refused', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const toolDeltas = (s.toolCalls ?? []).flatMap((c, index) => {
      const half = Math.ceil(c.arguments.length / 2);
      return [
        { tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: c.name, arguments: '' } }] },
        { tool_calls: [{ index, function: { arguments: c.arguments.slice(0, half) } }] },
        { tool_calls: [{ index, function: { arguments: c.arguments.slice(half) } }] },
      ];
    });
    const deltas: Array<Record<string, unknown>> = s.inlineThink
      ? [
          { content: `<think>${(s.reasoning ?? []).join('')}</think>` },
          ...(s.content ?? []).map((c) => ({ content: c })),
        ]
      : [
          ...(s.reasoning ?? []).map((r) => ({ reasoning_content: r })),
          ...(s.content ?? []).map((c) => ({ content: c })),
        ];
    deltas.push(...toolDeltas);
    for (let i = 0; i < deltas.length; i++) {
      if (call.clientHungUp) return;
      if (s.failAfter === i) {
        res.destroy();
        return;
      }
      if (s.stallAfter === i) await new Promise<void>((r) => (waiters.add(r), void call.hungUp.then(r)));
      if (call.clientHungUp) return;
      if (s.delayMs) await sleep(s.delayMs);
      // Flushed before a later failure destroys the socket, so the client really got it.
      await new Promise<void>((r) => res.write(chunk(deltas[i]!), () => r()));
    }
    if (call.clientHungUp) return;
    call.completed = true;
    res.write(chunk({}, toolDeltas.length ? 'tool_calls' : 'stop'));
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [], usage: { prompt_tokens: 11, completion_tokens: deltas.length, total_tokens: 11 + deltas.length } })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    /** The script for the requests that follow, or a function that writes it from each request. */
    script(next: UpstreamScript | ((body: UpstreamCall['body']) => UpstreamScript)) {
      script = next;
    },
    /** Lets stalled answers continue. */
    release() {
      for (const w of waiters) w();
      waiters.clear();
    },
    lastCall: () => calls.at(-1)!,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeUpstream = Awaited<ReturnType<typeof startFakeUpstream>>;
