import type { FastifyInstance } from 'fastify';
import { chatRoutes as api, STREAM_DONE_FRAME } from '@lucina/contracts';
import { registerStreamRoute, type SseConnection } from '../../http/sse.js';
import type { OpenStream } from './answer-attach.js';
import { ownerOf } from './chat.routes.js';

/** Pipes an answer into an SSE connection; a client that leaves only detaches, the answer carries on. */
function toSse(open: OpenStream) {
  return (conn: SseConnection) => {
    const detach = open({
      write: (frame) => conn.write(frame),
      end: () => {
        conn.write(STREAM_DONE_FRAME);
        conn.close();
      },
    });
    conn.onClose(detach);
  };
}

/** The SSE calls of SPEC §7 (framing in contracts chat-stream.ts). */
export async function chatStreamRoutes(app: FastifyInstance) {
  const { chatStreams, chatRuntime } = app.ctx.services;

  registerStreamRoute(app, api.directMessage, async ({ identity, body, req }) =>
    toSse(await chatStreams.ask(ownerOf(identity), body, req.ip)),
  );
  registerStreamRoute(app, api.resetAnswer, async ({ identity, body, req }) =>
    toSse(await chatStreams.regenerate(ownerOf(identity), body.id, req.ip)),
  );
  registerStreamRoute(app, api.attach, async ({ identity, body }) =>
    toSse(await chatStreams.attach(ownerOf(identity), body.id)),
  );
  // Before the server waits for open connections: running answers end (saved as terminated), so streams close.
  app.addHook('preClose', async () => chatRuntime.close());
}
