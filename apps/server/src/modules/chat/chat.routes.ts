import type { FastifyInstance } from 'fastify';
import { chatRoutes as api } from '@lucina/contracts';
import type { Identity } from '../../http/identity.js';
import { READ_ONLY_POST, registerRoute, userIdOf } from '../../http/route.js';
import { AppError } from '../../lib/errors.js';
import type { ChatOwner } from './conversation.repository.js';

/** The caller as a conversation owner; routes with auth 'identity' always have a user or a visitor. */
export function ownerOf(identity: Identity): ChatOwner {
  if (identity.kind === 'user') return { kind: 'user', userId: identity.userId };
  if (identity.kind === 'visitor') return { kind: 'visitor', visitorId: identity.visitorId };
  throw AppError.unauthorized();
}

export async function chatRoutes(app: FastifyInstance) {
  const { chat, chatStreams } = app.ctx.services;

  registerRoute(app, api.induceMessage, ({ identity }) =>
    chat.induceMessage(identity.kind === 'anonymous' ? null : ownerOf(identity)),
  );
  registerRoute(app, api.list, ({ identity }) => chat.list(ownerOf(identity)), READ_ONLY_POST);
  registerRoute(app, api.delete, ({ identity, body }) => chat.remove(ownerOf(identity), body.conversationId));
  registerRoute(app, api.pin, ({ identity, body }) => chat.pin(ownerOf(identity), body.conversationId, body.pinned));
  registerRoute(app, api.rename, ({ identity, body }) =>
    chat.rename(ownerOf(identity), body.conversationId, body.conversationTitle),
  );
  registerRoute(
    app,
    api.messageList,
    ({ identity, body }) => chat.messageList(ownerOf(identity), body.conversationId),
    READ_ONLY_POST,
  );
  registerRoute(app, api.likeOrStomp, ({ identity, body }) =>
    chat.likeOrStomp(ownerOf(identity), body.id, body.likeOrStomp),
  );
  registerRoute(app, api.report, ({ identity, body }) => chat.report(ownerOf(identity), body));
  registerRoute(app, api.stop, ({ identity, body }) => chatStreams.stop(ownerOf(identity), body));
  registerRoute(app, api.saveTerminatedMessage, ({ identity, body }) =>
    chat.saveTerminated(ownerOf(identity), body.id, body.messageContent),
  );
  registerRoute(app, api.modelList, async () => chat.modelList(), READ_ONLY_POST);
  registerRoute(app, api.dialogBoot, async () => chat.dialogBoot(), READ_ONLY_POST);
  registerRoute(app, api.findQuickCommandConfig, () => chat.quickCommands(), READ_ONLY_POST);
  registerRoute(app, api.userInputBox, async () => chat.userInputBox(), READ_ONLY_POST);
  registerRoute(
    app,
    api.operationPositions,
    ({ identity }) => chat.operationPositions(identity.kind === 'anonymous' ? null : ownerOf(identity)),
    READ_ONLY_POST,
  );
  registerRoute(app, api.toggleDisplayThinkProcess, ({ identity }) =>
    chat.toggleDisplayThinkProcess(userIdOf(identity)),
  );
}
