import { Readable } from 'node:stream';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { responseOf } from '../../src/providers/llm/http-body.js';
import { readSseJson, type SseRead } from '../../src/providers/llm/sse-json.js';

type Chunks = Array<string | Uint8Array>;
const encoder = new TextEncoder();
const bytes = (c: string | Uint8Array) => (typeof c === 'string' ? encoder.encode(c) : c);
const eventStream = () => new Headers({ 'content-type': 'text/event-stream' });

/**
 * A response whose body arrives in exactly these network chunks, in both shapes the reader takes: the Node stream
 * our fetch keeps (http-body.ts), and a web stream (any other fetch). `onCancel` is told of a body left early.
 */
const bodies: Record<string, (chunks: Chunks, onCancel?: () => void) => Response> = {
  'a Node body': (chunks, onCancel) => {
    let i = 0;
    const stream = new Readable({
      read() {
        const next = chunks[i++];
        this.push(next === undefined ? null : Buffer.from(bytes(next)));
      },
      destroy(err, cb) {
        if (!this.readableEnded) onCancel?.();
        cb(err);
      },
    });
    return responseOf(stream, (s) => s.readableEnded, { status: 200, headers: eventStream() });
  },
  'a web body': (chunks, onCancel) => {
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks[i++];
        if (next === undefined) controller.close();
        else controller.enqueue(bytes(next));
      },
      cancel: onCancel,
    });
    return new Response(body, { headers: eventStream() });
  },
};

async function all(response: Response) {
  const events: unknown[] = [];
  await readSseJson(response, (e) => events.push(e)).done;
  return events;
}

describe.each(Object.entries(bodies))('readSseJson over %s', (_, bodyOf) => {
  it('yields each event whole, whatever the network chunks cut (lines, CRLF, a character in two)', async () => {
    const text = 'data: {"c":"你好"}\r\n\r\ndata: {"c":2}\n\n';
    const bytes = new TextEncoder().encode(text);
    // Every cut point, one at a time: in the middle of "data", of the JSON, of 你 (three bytes), of "\r\n".
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await all(bodyOf([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual([{ c: '你好' }, { c: 2 }]);
    }
  });

  it('joins multi-line data, skips comments and other fields, and reads nothing after [DONE]', async () => {
    const text =
      ': keep-alive\n\nid: 1\ndata: {"a":\ndata: 1}\n\nevent: message\ndata:{"b":2}\n\ndata: [DONE]\n\ndata: {"late":1}\n\n';
    expect(await all(bodyOf([text]))).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('drops the byte-order mark that may open the stream, wherever the first chunk ends', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('data: {"a":1}\n\n')]);
    for (const cut of [1, 2, 3, 5]) {
      expect(await all(bodyOf([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual([{ a: 1 }]);
    }
  });

  it('drops an event the body ends in the middle of', async () => {
    expect(await all(bodyOf(['data: {"a":1}\n\ndata: {"b":']))).toEqual([{ a: 1 }]);
    expect(await all(bodyOf(['data: {"a":1}\n\ndata: {"b":2}\n']))).toEqual([{ a: 1 }]);
  });

  it("throws the SDK's APIError for an error event or a payload carrying an error, after what came before", async () => {
    const seen: unknown[] = [];
    const failing = bodyOf(['data: {"a":1}\n\n', 'data: {"error":{"message":"overloaded","type":"server_error"}}\n\n']);
    const err = await readSseJson(failing, (e) => seen.push(e)).done.catch((e: unknown) => e);
    expect(seen).toEqual([{ a: 1 }]);
    expect(err).toBeInstanceOf(OpenAI.APIError);
    expect((err as Error).message).toContain('overloaded');

    const event = bodyOf(['event: error\ndata: {"message":"bad request","error":{"code":"x"}}\n\n']);
    await expect(all(event)).rejects.toBeInstanceOf(OpenAI.APIError);
  });

  it('cancels the body when the reader stops early, and not when it read to the end', async () => {
    let cancelled = 0;
    const seen: unknown[] = [];
    const response = bodyOf(['data: {"a":1}\n\n', 'data: {"b":2}\n\n'], () => cancelled++);
    const read: SseRead = readSseJson(response, (e) => {
      seen.push(e);
      read.cancel();
    });
    await read.done;
    expect(seen).toEqual([{ a: 1 }]);
    expect(cancelled).toBe(1);

    await all(bodyOf(['data: {"a":1}\n\n'], () => cancelled++));
    expect(cancelled).toBe(1);
  });

  it('reads nothing more while paused, and goes on where it stopped once resumed', async () => {
    const seen: unknown[] = [];
    const read: SseRead = readSseJson(bodyOf(['data: 1\n\n', 'data: 2\n\n', 'data: 3\n\n']), (e) => {
      seen.push(e);
      if (e === 1) read.pause();
    });
    for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([1]);
    read.resume();
    await read.done;
    expect(seen).toEqual([1, 2, 3]);
  });
});

describe('readSseJson', () => {
  it('fails on a response with no body', async () => {
    await expect(all(new Response(null))).rejects.toBeInstanceOf(OpenAI.OpenAIError);
  });

  it('fails when the upstream closes a Node body before its end, after the events that came', async () => {
    const stream = new Readable({ read() {} });
    const seen: unknown[] = [];
    const read = readSseJson(
      responseOf(stream, (s) => s.readableEnded, { status: 200, headers: eventStream() }),
      (e) => seen.push(e),
    );
    stream.push(Buffer.from('data: {"a":1}\n\ndata: {"b"'));
    await new Promise((r) => setImmediate(r));
    stream.destroy();
    await expect(read.done).rejects.toThrow('closed the connection before the response ended');
    expect(seen).toEqual([{ a: 1 }]);
  });

  it('leaves an error response and any other body as a web stream, for the SDK to read', async () => {
    const error = responseOf(Readable.from([Buffer.from('{"error":"busy"}')]), () => true, {
      status: 429,
      headers: eventStream(),
    });
    expect(await error.text()).toBe('{"error":"busy"}');
    const json = responseOf(Readable.from([Buffer.from('{}')]), () => true, {
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
    });
    expect(await json.json()).toEqual({});
  });
});
