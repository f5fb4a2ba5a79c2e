import OpenAI from 'openai';

/**
 * The JSON `data` of each server-sent event of a streamed completion, in order, until `[DONE]`; an `error` event or
 * a payload carrying `error` throws the SDK's APIError, as the SDK's own stream does. One generator over the body's
 * reader: the SDK's stream is four nested async generators, copies each network chunk twice and builds arrays for
 * every line, and with thousands of answers open that garbage, a few objects per token, set how often and how long
 * the collector paused the server.
 */
export async function* sseJson(response: Response): AsyncGenerator<unknown, void, undefined> {
  if (!response.body) throw new OpenAI.OpenAIError('the model answered with no body');
  const reader = response.body.getReader();
  /** The start of a line the last network chunk cut (a line may also cut a character in two). */
  let pending: Buffer | null = null;
  let first = true;
  let event: string | null = null;
  let data: string | null = null;
  let done = false;
  let ended = false;
  try {
    while (!ended) {
      const next = await reader.read();
      ended = next.done;
      // At the body's end an unfinished line, and with it an unfinished event, is dropped, as the SSE standard says.
      if (ended) break;
      const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      const bytes = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      // Lines are cut at their bytes and decoded whole: no UTF-8 character holds a 0x0A byte, so a complete line
      // never ends inside one. (A TextDecoder per answer held a native converter for the answer's whole life.)
      let start = 0;
      for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10, start)) {
        let line = bytes.toString('utf8', start, bytes[end - 1] === 13 && end > start ? end - 1 : end);
        start = end + 1;
        // A byte-order mark may open the stream; the standard drops it.
        if (first) {
          first = false;
          if (line.startsWith('\uFEFF')) line = line.slice(1);
        }
        if (line) {
          if (line.startsWith(':')) continue; // a comment (keep-alive)
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          const value = colon === -1 ? '' : line.slice(line.startsWith(' ', colon + 1) ? colon + 2 : colon + 1);
          if (field === 'data') data = data === null ? value : `${data}\n${value}`;
          else if (field === 'event') event = value;
          continue;
        }
        // A blank line dispatches the event. What follows `[DONE]` is read to the end and dropped, so a kept-alive
        // connection is left clean for the next answer.
        if (data !== null && !done) {
          if (data.startsWith('[DONE]')) done = true;
          else {
            const parsed = JSON.parse(data) as { error?: object; message?: string } | null;
            if (event === 'error') throw new OpenAI.APIError(undefined, parsed?.error, parsed?.message, undefined);
            if (parsed?.error) throw new OpenAI.APIError(undefined, parsed.error, undefined, response.headers);
            yield parsed;
          }
        }
        event = null;
        data = null;
      }
      // A copy: a view would keep the whole network chunk for as long as the line stays unfinished.
      if (start < bytes.length) pending = Buffer.from(bytes.subarray(start));
    }
  } finally {
    // Left before its end (the answer was stopped, or failed): the body is cancelled, which closes the request.
    if (!ended) await reader.cancel().catch(() => {});
    else reader.releaseLock();
  }
}
