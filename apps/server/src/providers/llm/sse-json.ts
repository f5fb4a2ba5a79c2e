import OpenAI from 'openai';
import type { PushSource } from '../../lib/push-channel.js';
import { nodeBodyOf, type NodeBody } from './http-body.js';

/** A body being read: `done` settles at its end (or with its failure); a cancelled read settles it too. */
export interface SseRead extends PushSource {
  done: Promise<void>;
}

/**
 * Cuts a server-sent event stream, pushed as network chunks, into events and gives each JSON `data` to `onEvent`,
 * until `[DONE]`; an `error` event or a payload carrying `error` throws the SDK's APIError from `push`, as the
 * SDK's own stream would. What follows `[DONE]` is read and dropped, so a kept-alive connection is left clean.
 */
export function createSseJsonParser(onEvent: (event: unknown) => void, headers?: Headers) {
  const decoder = new TextDecoder();
  let buffer = '';
  let event: string | null = null;
  let data: string | null = null;
  let done = false;

  function lines() {
    // Complete lines only: a line cut between two network chunks waits for its end. At the body's end an
    // unfinished event is dropped, as the SSE standard says.
    let start = 0;
    for (let end = buffer.indexOf('\n'); end !== -1; end = buffer.indexOf('\n', start)) {
      const line = buffer.slice(start, buffer.charCodeAt(end - 1) === 13 ? end - 1 : end);
      start = end + 1;
      if (line) {
        if (line.startsWith(':')) continue; // a comment (keep-alive)
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(line.startsWith(' ', colon + 1) ? colon + 2 : colon + 1);
        if (field === 'data') data = data === null ? value : `${data}\n${value}`;
        else if (field === 'event') event = value;
        continue;
      }
      // A blank line dispatches the event.
      const payload = data;
      const kind = event;
      event = null;
      data = null;
      if (payload === null || done) continue;
      if (payload.startsWith('[DONE]')) {
        done = true;
        continue;
      }
      const parsed = JSON.parse(payload) as { error?: object; message?: string } | null;
      if (kind === 'error') throw new OpenAI.APIError(undefined, parsed?.error, parsed?.message, undefined);
      if (parsed?.error) throw new OpenAI.APIError(undefined, parsed.error, undefined, headers);
      onEvent(parsed);
    }
    if (start) buffer = buffer.slice(start);
  }

  return {
    push(chunk: Uint8Array) {
      buffer += decoder.decode(chunk, { stream: true });
      lines();
    },
    end() {
      buffer += decoder.decode();
      lines();
    },
  };
}

/**
 * Reads a streamed completion's body, giving each event's JSON to `onEvent` as its bytes arrive. The body is the
 * Node stream kept by our fetch (http-body.ts): its chunks are parsed in the same callback that receives them,
 * with no promise per chunk. Any other response's web stream is read in a loop.
 */
export function readSseJson(response: Response, onEvent: (event: unknown) => void): SseRead {
  const parser = createSseJsonParser(onEvent, response.headers);
  const node = nodeBodyOf(response);
  if (node) return readNode(node, parser);
  if (!response.body) {
    const done = Promise.reject(new OpenAI.OpenAIError('the model answered with no body'));
    return { done, pause() {}, resume() {}, cancel() {} };
  }
  return readWeb(response.body, parser);
}

type Parser = ReturnType<typeof createSseJsonParser>;

function readNode({ stream, complete }: NodeBody, parser: Parser): SseRead {
  let settled = false;
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const done = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const settle = (err: Error | null) => {
    if (settled) return;
    settled = true;
    if (err) reject(err);
    else resolve();
  };
  // A parse failure (an error event) ends the read: the rest of the body is not wanted.
  const failed = (err: unknown) => {
    settle(err as Error);
    stream.destroy();
  };
  stream.on('data', (chunk: Buffer) => {
    // An HTTP/2 stream may still emit what it had queued after being destroyed.
    if (settled) return;
    try {
      parser.push(chunk);
    } catch (err) {
      failed(err);
    }
  });
  stream.on('end', () => {
    if (settled) return;
    try {
      parser.end();
      settle(null);
    } catch (err) {
      failed(err);
    }
  });
  stream.on('error', (err) => settle(err));
  stream.on('close', () => {
    if (!complete(stream)) settle(new Error('the upstream closed the connection before the response ended'));
  });
  return {
    done,
    pause: () => stream.pause(),
    resume: () => stream.resume(),
    // Left before its end (the answer was stopped): closing the stream closes the request.
    cancel: () => {
      settle(null);
      stream.destroy();
    },
  };
}

function readWeb(body: ReadableStream<Uint8Array>, parser: Parser): SseRead {
  const reader = body.getReader();
  let cancelled = false;
  let paused = null as { promise: Promise<void>; resume: () => void } | null;
  const done = (async () => {
    try {
      for (;;) {
        if (paused) await paused.promise;
        if (cancelled) return;
        const next = await reader.read();
        if (cancelled) return;
        if (next.done) return parser.end();
        parser.push(next.value);
      }
    } finally {
      if (!cancelled) await reader.cancel().catch(() => {});
    }
  })();
  return {
    done,
    pause() {
      if (paused) return;
      let resume!: () => void;
      const promise = new Promise<void>((r) => (resume = r));
      paused = { promise, resume };
    },
    resume() {
      const p = paused;
      paused = null;
      p?.resume();
    },
    cancel() {
      if (cancelled) return;
      cancelled = true;
      void reader.cancel().catch(() => {});
      this.resume();
    },
  };
}
