import http from 'node:http';
import https from 'node:https';

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * A response body as a web stream that reads the socket only as fast as it is consumed. A failure (the upstream
 * dropped the connection, an abort) reaches the reader after the chunks that came before it: erroring a web
 * stream at once would drop what is still queued, and with it the end of a partial answer.
 */
function bodyOf(res: http.IncomingMessage): ReadableStream<Uint8Array> {
  let failure: Error | null = null;
  let ended = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const fail = (err: Error) => {
          if (ended || failure) return;
          failure = err;
          if ((controller.desiredSize ?? 0) > 0) controller.error(err);
        };
        res.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) res.pause();
        });
        res.on('end', () => {
          ended = true;
          controller.close();
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(new Error('the upstream closed the connection before the response ended'));
        });
      },
      pull(controller) {
        if (failure) controller.error(failure);
        else res.resume();
      },
      cancel(reason) {
        res.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * The `fetch` the OpenAI SDK is given: one request over node:http with keep-alive, its response body a web
 * stream over the socket. A streaming answer stays open for its whole generation, and the built-in fetch
 * (undici) keeps ~25 KB per open request on the heap (the request with its body, header lists, a tee of the
 * body stream, its own parser state); with thousands of answers open that was a third of the server's memory,
 * and its per-chunk stream plumbing a tenth of its CPU. Bodies other than text or bytes go to the built-in one.
 */
export function createHttpFetch(): typeof fetch {
  const agents: Record<string, http.Agent> = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };
  return (input, init = {}) => {
    const body = init.body;
    const url = new URL(input instanceof Request ? input.url : input);
    if (input instanceof Request || (body != null && typeof body !== 'string' && !(body instanceof Uint8Array))) {
      return fetch(input, init);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fetch(input, init);
    const signal = init.signal ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      const request = (url.protocol === 'https:' ? https : http).request(
        url,
        { method: init.method ?? 'GET', headers, agent: agents[url.protocol], ...(signal ? { signal } : {}) },
        (res) => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, v);
          }
          const status = res.statusCode ?? 502;
          const stream = NULL_BODY_STATUS.has(status) ? null : bodyOf(res);
          if (!stream) res.resume();
          resolve(new Response(stream, { status, statusText: res.statusMessage ?? '', headers: responseHeaders }));
        },
      );
      // An abort (stop, idle timeout) destroys the request: an AbortError, which the SDK treats as the caller's.
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  };
}
