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
  const decoder = new TextDecoder();
  let buffer = '';
  let event: string | null = null;
  let data: string | null = null;
  let done = false;
  let ended = false;
  try {
    while (!ended) {
      const next = await reader.read();
      ended = next.done;
      buffer += ended ? decoder.decode() : decoder.decode(next.value, { stream: true });
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
      if (start) buffer = buffer.slice(start);
    }
  } finally {
    // Left before its end (the answer was stopped, or failed): the body is cancelled, which closes the request.
    if (!ended) await reader.cancel().catch(() => {});
    else reader.releaseLock();
  }
}
