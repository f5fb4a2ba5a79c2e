import type { Readable } from 'node:stream';

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * A response body (an HTTP/1.1 message or an HTTP/2 stream) as a web stream that reads the socket only as fast
 * as it is consumed. A failure (the upstream dropped the connection, an abort) reaches the reader after the
 * chunks that came before it: erroring a web stream at once would drop what is still queued, and with it the end
 * of a partial answer.
 */
function bodyOf<R extends Readable>(res: R, complete: (res: R) => boolean): ReadableStream<Uint8Array> {
  let failure: Error | null = null;
  // Ended, or cancelled by the reader: an HTTP/2 stream may still emit what it had queued after being destroyed.
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
          if (ended) return;
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) res.pause();
        });
        res.on('end', () => {
          if (ended) return;
          ended = true;
          controller.close();
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!complete(res)) fail(new Error('the upstream closed the connection before the response ended'));
        });
      },
      pull(controller) {
        if (failure) controller.error(failure);
        else res.resume();
      },
      cancel(reason) {
        ended = true;
        res.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

const NODE_BODY = Symbol('lucina.nodeBody');

/** A response body left as the Node stream it arrived on, with how to tell that it ended whole. */
export interface NodeBody<R extends Readable = Readable> {
  stream: R;
  complete: (res: R) => boolean;
}

/**
 * The `Response` for an upstream reply. A successful event stream (a streamed answer) keeps its body as the Node
 * stream, for the provider's own reader (sse-json.ts), and the Response gets none: a web stream over it costs a
 * few KB for as long as the answer is open, and a chain of promises for every network chunk. Every other body
 * (an error's, which the SDK reads) is a web stream, as `fetch` gives.
 */
export function responseOf<R extends Readable>(
  res: R,
  complete: (res: R) => boolean,
  init: { status: number; statusText?: string; headers: Headers },
): Response {
  if (NULL_BODY_STATUS.has(init.status)) {
    res.resume();
    return new Response(null, init);
  }
  const events =
    init.status >= 200 && init.status < 300 && init.headers.get('content-type')?.startsWith('text/event-stream');
  if (!events) return new Response(bodyOf(res, complete), init);
  const response = new Response(null, init);
  const body: NodeBody<R> = { stream: res, complete };
  (response as unknown as Record<symbol, NodeBody>)[NODE_BODY] = body as unknown as NodeBody;
  return response;
}

/** The Node stream kept by `responseOf`, if this response has one. */
export function nodeBodyOf(response: Response): NodeBody | undefined {
  return (response as unknown as Record<symbol, NodeBody | undefined>)[NODE_BODY];
}
