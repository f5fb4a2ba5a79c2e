import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { sseJson } from '../../src/providers/llm/sse-json.js';

/** A response whose body arrives in exactly these network chunks. */
function bodyOf(chunks: Array<string | Uint8Array>, onCancel?: () => void) {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[i++];
      if (next === undefined) controller.close();
      else controller.enqueue(typeof next === 'string' ? encoder.encode(next) : next);
    },
    cancel: onCancel,
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

async function all(response: Response) {
  const events: unknown[] = [];
  for await (const e of sseJson(response)) events.push(e);
  return events;
}

describe('sseJson', () => {
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
    const err = await (async () => {
      for await (const e of sseJson(failing)) seen.push(e);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([{ a: 1 }]);
    expect(err).toBeInstanceOf(OpenAI.APIError);
    expect((err as Error).message).toContain('overloaded');

    const event = bodyOf(['event: error\ndata: {"message":"bad request","error":{"code":"x"}}\n\n']);
    await expect(all(event)).rejects.toBeInstanceOf(OpenAI.APIError);
  });

  it('cancels the body when the reader stops early, and not when it read to the end', async () => {
    let cancelled = 0;
    const stream = sseJson(bodyOf(['data: {"a":1}\n\n', 'data: {"b":2}\n\n'], () => cancelled++));
    expect((await stream.next()).value).toEqual({ a: 1 });
    await stream.return(undefined);
    expect(cancelled).toBe(1);

    await all(bodyOf(['data: {"a":1}\n\n'], () => cancelled++));
    expect(cancelled).toBe(1);
  });

  it('fails on a response with no body', async () => {
    await expect(all(new Response(null))).rejects.toBeInstanceOf(OpenAI.OpenAIError);
  });
});
