import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, errorEnvelope, type ApiRoute } from '@lucina/contracts';
import { quietBeat } from '../lib/quiet-timer.js';
import type { Identity } from './identity.js';
import type { BodyOf, QueryOf } from './route.js';

const HEARTBEAT_MS = 15_000;

/** An open `text/event-stream` response. Writes after the client left are dropped. */
export interface SseConnection {
  write(frame: string): void;
  close(): void;
  /** Runs once the connection is gone (client left, or closed here); at once if it already is. */
  onClose(fn: () => void): void;
}

/**
 * Takes the response over from Fastify (after this, its error handler and onSend hooks cannot run) and opens
 * an SSE stream. Headers already set on the reply by hooks (helmet's CSP and friends, rate limits) are kept.
 */
export function openSse(req: FastifyRequest, reply: FastifyReply, heartbeatMs = HEARTBEAT_MS): SseConnection {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  Object.assign(headers, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    'x-request-id': req.id,
  });
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, headers);
  // Node keeps the head it built (`_header`) for the response's whole life, as the tree of the ~70 strings it was
  // concatenated from (~2.7 KB); a stream lives for minutes, so it keeps one flat copy (~0.6 KB) instead. Header
  // text is Latin-1 (Node refuses anything else in a header), so the copy is the same text.
  const built = res as unknown as { _header?: unknown };
  if (typeof built._header === 'string') built._header = Buffer.from(built._header, 'latin1').toString('latin1');
  let closed = false;
  const closers: Array<() => void> = [];
  const metrics = req.server.ctx?.metrics;
  metrics?.sse.opened();
  // Comment lines keep proxies and load balancers from dropping a quiet stream (and only a quiet one).
  const heartbeat = quietBeat(heartbeatMs, () => write(': ping\n\n'));
  res.on('close', () => {
    closed = true;
    metrics?.sse.closed();
    heartbeat.stop();
    for (const fn of closers.splice(0)) fn();
  });
  function write(frame: string) {
    if (closed || res.writableEnded) return;
    // Sent now, in one system call for the frame and its chunk framing. Left to Node, the write would be flushed at
    // the end of the tick, after every other answer's token relayed in the same tick: that batch of system calls
    // is the bulk of a relay's cost, and the relay's turn budget (turn-budget.ts) could not see it.
    const socket = res.socket;
    socket?.cork();
    res.write(frame);
    socket?.uncork();
    heartbeat.wrote();
  }
  return {
    write,
    close() {
      heartbeat.stop();
      if (!res.writableEnded) res.end();
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
}

export interface StreamRouteContext<R extends ApiRoute> {
  body: BodyOf<R>;
  query: QueryOf<R>;
  identity: Identity;
  req: FastifyRequest;
}

/**
 * Registers a streaming contract route. The handler does every check and returns what will stream; an error it
 * throws is still an ordinary envelope, because the response is taken over only after it returns.
 */
export function registerStreamRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (ctx: StreamRouteContext<R>) => Promise<(conn: SseConnection) => void>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: `${API_PREFIX}${route.path}`,
    schema: {
      summary: route.summary,
      description: '成功时响应为 text/event-stream；校验、权限或额度被拒时为 {code, msg, data} 信封。',
      tags: [route.tag],
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      // 200 here is the envelope of a business refusal (e.g. quota used up), sent before any stream.
      response: { 200: errorEnvelope, '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    config: { auth: route.auth },
    handler: async (req, reply) => {
      const identity = await app.resolveIdentity(req, route.auth);
      const stream = await handler({ body: req.body as BodyOf<R>, query: req.query as QueryOf<R>, identity, req });
      // The answer's rows are written by now, and their change notification may still be on its way: the asker's
      // next read here must see them (a taken-over response runs no onSend hook, which does this for other writes).
      if (identity.kind === 'user') app.ctx.services.users.forgetCachedViewsOf(identity.userId);
      stream(openSse(req, reply));
      return reply;
    },
  });
}
