import type { Readable } from 'node:stream';

export const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * A response body (an HTTP/1.1 message or an HTTP/2 stream) as a web stream that reads the socket only as fast
 * as it is consumed. A failure (the upstream dropped the connection, an abort) reaches the reader after the
 * chunks that came before it: erroring a web stream at once would drop what is still queued, and with it the end
 * of a partial answer.
 */
export function bodyOf<R extends Readable>(res: R, complete: (res: R) => boolean): ReadableStream<Uint8Array> {
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
