import http2 from 'node:http2';
import { responseOf } from './http-body.js';

/**
 * Answers per connection. Providers announce their own limit (often 100–250); this one holds until theirs is
 * known and caps it after, so one slow connection never carries a large share of the open answers.
 */
const STREAMS_PER_SESSION = 100;
/** A connection with no answer on it for this long is closed (gracefully: nothing in flight is cut). */
const IDLE_MS = 30_000;
/** Headers that belong to one HTTP/1.1 connection; HTTP/2 refuses them. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** Module-level for the reason given at http-fetch.ts's `messageComplete`. */
const streamEnded = (stream: http2.ClientHttp2Stream) => stream.readableEnded;

function requestHeaders(url: URL, init: RequestInit): http2.OutgoingHttpHeaders {
  const headers: http2.OutgoingHttpHeaders = {
    ':method': init.method ?? 'GET',
    ':path': `${url.pathname}${url.search}`,
  };
  new Headers(init.headers).forEach((value, name) => {
    if (!CONNECTION_HEADERS.has(name)) headers[name] = value;
  });
  return headers;
}

/** The stream's response once its headers arrive, its body read on demand (module-level: see `send`). */
function awaitResponse(stream: http2.ClientHttp2Stream): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    // Before the response: the request's failure (refused connection, abort). After it, the body reports.
    stream.once('error', reject);
    stream.once('response', (raw) => {
      stream.off('error', reject);
      const status = Number(raw[':status'] ?? 502);
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(raw)) {
        if (name.startsWith(':')) continue;
        for (const v of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, String(v));
      }
      resolve(responseOf(stream, streamEnded, { status, headers: responseHeaders }));
    });
  });
}

interface Pooled {
  session: http2.ClientHttp2Session;
  active: number;
  /** No new answer may start on it (going away, closed, failed). */
  retired: boolean;
  /**
   * Settles when the server's settings arrive (how many answers it allows here), or with the error that ended
   * the connection before they did. Until then nothing is sent on it: what the server allows is not known.
   */
  ready: Promise<Error | null>;
  known: boolean;
}

/**
 * HTTP/2 connections to the model's origins, many answers multiplexed on each. Over HTTP/1.1 every open answer
 * holds a socket to the upstream beside the user's own; thousands of open answers then cost twice their number
 * of file descriptors and socket buffers. A connection that fails or goes away is retired: what is on it ends
 * with the connection's error (the answer's own failure path), new answers open another.
 */
export function createHttp2Pool() {
  const pools = new Map<string, Pooled[]>();

  function capacity(p: Pooled) {
    const announced = p.session.remoteSettings?.maxConcurrentStreams ?? STREAMS_PER_SESSION;
    return Math.min(announced, STREAMS_PER_SESSION);
  }

  function open(origin: string): Pooled {
    const session = http2.connect(origin);
    let settle!: (failure: Error | null) => void;
    const ready = new Promise<Error | null>((resolve) => (settle = resolve));
    const pooled: Pooled = { session, active: 0, retired: false, ready, known: false };
    session.once('remoteSettings', () => {
      pooled.known = true;
      // Referenced while answers wait for it; from now on only while one is on it.
      if (pooled.active === 0) session.unref();
      settle(null);
    });
    const retire = (err?: unknown) => {
      settle(err instanceof Error ? err : new Error('the connection to the model closed before it was ready'));
      pooled.retired = true;
      const list = pools.get(origin);
      const i = list?.indexOf(pooled) ?? -1;
      if (i >= 0) list!.splice(i, 1);
    };
    // A connection error reaches every stream on it; the session's own copy only retires it.
    session.on('error', retire);
    session.on('goaway', () => retire());
    session.on('close', () => retire());
    session.setTimeout(IDLE_MS, () => {
      if (pooled.active === 0) {
        retire();
        session.close();
      }
    });
    return pooled;
  }

  /**
   * A connection with room for one more answer. Answers that come while a connection is still being made wait
   * for it and then share it as far as the server allows (a burst at start-up opens one connection per 100, not
   * one per answer, and never sends more than the server takes: the rest would queue behind answers that last
   * minutes).
   */
  async function acquire(origin: string): Promise<Pooled> {
    for (;;) {
      let list = pools.get(origin);
      if (!list) pools.set(origin, (list = []));
      const free = list.find((p) => p.known && !p.retired && p.active < capacity(p));
      if (free) {
        // Counted now, not when the request goes: the answers that waited for this connection resume together.
        // The session keeps the process alive only while an answer is on it (a CLI run must be able to exit).
        if (free.active++ === 0) free.session.ref();
        return free;
      }
      const pending = list.find((p) => !p.known && !p.retired) ?? open(origin);
      if (!list.includes(pending)) list.push(pending);
      const failure = await pending.ready;
      if (failure) throw failure;
    }
  }

  /** One request; resolves with the response once its headers arrive, its body a stream read on demand. */
  function request(url: URL, init: RequestInit, body: string | Uint8Array | undefined): Promise<Response> {
    const signal = init.signal ?? undefined;
    const acquired = acquire(url.origin);
    if (!signal) return acquired.then((pooled) => send(pooled, url, init, body));
    // An abort (the SDK's timeout, a stop) also ends the wait for a connection that is slow to be made.
    return new Promise<Response>((resolve, reject) => {
      const aborted = () => reject(signal.reason as Error);
      if (signal.aborted) return aborted();
      signal.addEventListener('abort', aborted, { once: true });
      acquired
        .then((pooled) => {
          signal.removeEventListener('abort', aborted);
          return send(pooled, url, init, body);
        })
        .then(resolve, reject);
    });
  }

  function release(pooled: Pooled) {
    if (--pooled.active === 0) pooled.session.unref();
  }

  /**
   * Sends on a connection whose room `acquire` counted; that room is given back when the stream closes. No closure
   * made here sees the request's body or init: the stream's listeners live as long as the answer, and a closure
   * in the same scope as `body` kept the whole request (its grounded conversation, a few KB) with them.
   */
  function send(pooled: Pooled, url: URL, init: RequestInit, body: string | Uint8Array | undefined) {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) {
      release(pooled);
      return Promise.reject(signal.reason as Error);
    }
    let stream: http2.ClientHttp2Stream;
    try {
      stream = pooled.session.request(requestHeaders(url, init), signal ? { signal } : {});
    } catch (err) {
      // The connection ended between the wait and the send.
      release(pooled);
      return Promise.reject(err as Error);
    }
    stream.once('close', () => release(pooled));
    const response = awaitResponse(stream);
    stream.end(body);
    return response;
  }

  function close() {
    for (const list of pools.values()) for (const p of list.splice(0)) p.session.close();
  }

  return { request, close };
}
