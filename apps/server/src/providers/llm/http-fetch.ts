import http from 'node:http';
import https from 'node:https';
import { responseOf } from './http-body.js';
import { createHttp2Pool } from './http2-pool.js';

/**
 * Module-level, not a closure made at the call: the body's listeners live as long as the answer, and a closure
 * made in the request's callback kept that scope alive with them (+7 KB per open answer in the chat bench).
 */
const messageComplete = (res: http.IncomingMessage) => res.complete;

/**
 * The `fetch` the OpenAI SDK is given: one request over node:http with keep-alive (or, with `http2`, on a shared
 * HTTP/2 connection: see http2-pool.ts), its response body read from the socket as it is consumed (http-body.ts).
 * A streaming answer stays open for its whole generation, and the built-in fetch (undici) keeps ~25 KB per open
 * request on the heap (the request with its body, header lists, a tee of the body stream, its own parser state);
 * with thousands of answers open that was a third of the server's memory, and its per-chunk stream plumbing a tenth
 * of its CPU. Bodies other than text or bytes go to the built-in one.
 */
export function createHttpFetch(options: { http2?: boolean } = {}): typeof fetch {
  const pool = options.http2 ? createHttp2Pool() : null;
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
    if (pool) return pool.request(url, init, body ?? undefined);
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
          resolve(
            responseOf(res, messageComplete, { status, statusText: res.statusMessage ?? '', headers: responseHeaders }),
          );
        },
      );
      // An abort (stop, idle timeout) destroys the request: an AbortError, which the SDK treats as the caller's.
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  };
}
