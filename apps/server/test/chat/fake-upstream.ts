import { once } from 'node:events';
import http from 'node:http';
import http2 from 'node:http2';
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

type Res = http.ServerResponse | http2.Http2ServerResponse;

/**
 * A local OpenAI-compatible chat completions server that streams like the real API (SSE `data:` lines with
 * `reasoning_content` and `content` deltas, a finish chunk, usage, `[DONE]`), and can stall or fail mid-stream.
 * It records each call and whether its client hung up early. With `http2` it speaks cleartext HTTP/2 (prior
 * knowledge) and counts the connections it was given, allowing `maxStreams` answers on each.
 */
export async function startFakeUpstream(options: { http2?: boolean; maxStreams?: number } = {}) {
  let script: UpstreamScript | ((body: UpstreamCall['body']) => UpstreamScript) = { content: ['你好'] };
  const calls: UpstreamCall[] = [];
  const waiters = new Set<() => void>();
  const onRequest = (req: http.IncomingMessage | http2.Http2ServerRequest, res: Res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      // A body cut short (its client gave up while sending, as a timed-out test's does) is answered as the real API
      // answers an unreadable one, not thrown out of the event handler into whichever test runs next.
      let body: UpstreamCall['body'];
      try {
        body = JSON.parse(raw) as UpstreamCall['body'];
      } catch {
        const bad = res as http.ServerResponse;
        if (!bad.headersSent) bad.writeHead(400, { 'content-type': 'application/json' });
        bad.end(JSON.stringify({ error: { message: 'invalid JSON body', type: 'invalid_request_error' } }));
        return;
      }
      void serve(body, res);
    });
  };
  const sessions = new Set<http2.ServerHttp2Session>();
  let connections = 0;
  const server = options.http2
    ? http2.createServer({ settings: { maxConcurrentStreams: options.maxStreams ?? 100 } }, onRequest)
    : http.createServer(onRequest);
  if (options.http2) {
    (server as http2.Http2Server).on('session', (session: http2.ServerHttp2Session) => {
      connections++;
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
    });
  }

  async function serve(body: UpstreamCall['body'], response: Res) {
    // The HTTP/2 compatibility response writes like HTTP/1.1's; only cutting the stream differs.
    const res = response as http.ServerResponse;
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
        if ('stream' in response) response.stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
        else res.destroy();
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
    /** HTTP/2 connections opened to it so far. */
    connections: () => connections,
    /** Sends GOAWAY on every open HTTP/2 connection, as a server that restarts does. */
    goAway() {
      for (const session of sessions) session.goaway(http2.constants.NGHTTP2_NO_ERROR);
    },
    async close() {
      if (!options.http2) (server as http.Server).closeAllConnections();
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeUpstream = Awaited<ReturnType<typeof startFakeUpstream>>;
