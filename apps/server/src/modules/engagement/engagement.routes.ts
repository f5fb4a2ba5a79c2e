import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { API_PREFIX, Engagement, EngagementText, engagementRoutes as api } from '@lucina/contracts';
import { READ_ONLY_POST, registerRoute, userIdOf } from '../../http/route.js';
import { uploadedBytes } from '../../http/upload.js';

/** Body limits above or below the app's 1 MB default, by route. */
const BODY_LIMITS: Record<string, number> = {
  [`${API_PREFIX}${api.track.path}`]: Engagement.tracking.maxBodyBytes,
  // A 2 MB screenshot is about 2.7 MB as base64 in the JSON body.
  [`${API_PREFIX}${api.feedbackSubmit.path}`]: 3 * 1024 * 1024,
};

export async function engagementRoutes(app: FastifyInstance) {
  const { messages, content, feedback, infoCollection, tracking, profile } = app.ctx.services;

  app.addHook('onRoute', (route) => {
    const limit = BODY_LIMITS[route.url];
    if (limit) route.bodyLimit = limit;
  });
  await app.register(multipart, { limits: { fileSize: Engagement.avatar.maxBytes, files: 1, fields: 5 } });
  // Queued tracking events are written before the database closes.
  app.addHook('onClose', () => tracking.flush());

  registerRoute(
    app,
    api.messageList,
    ({ identity, body }) => messages.list(userIdOf(identity), body.page, body.pageSize),
    READ_ONLY_POST,
  );
  registerRoute(app, api.messageDetail, ({ identity, body }) => messages.detail(userIdOf(identity), body.id));
  registerRoute(
    app,
    api.messageUnreadCount,
    ({ identity }) => messages.unreadCount(userIdOf(identity)),
    READ_ONLY_POST,
  );
  registerRoute(app, api.messageMarkRead, ({ identity, body }) => messages.markRead(userIdOf(identity), body));

  registerRoute(app, api.bannerActiveList, () => content.banners.activeList());

  registerRoute(app, api.feedbackCategories, () => feedback.categories());
  registerRoute(app, api.feedbackSubmit, ({ identity, body }) => feedback.submit(userIdOf(identity), body));
  registerRoute(app, api.feedbackMine, ({ identity }) => feedback.mine(userIdOf(identity)));

  registerRoute(app, api.putTagOrStatus, ({ identity, query }) => profile.putTagOrStatus(userIdOf(identity), query));
  registerRoute(app, api.loginBootTest, ({ identity }) => infoCollection.test(userIdOf(identity)));
  registerRoute(app, api.loginBootSubmit, ({ identity, body }) => infoCollection.submit(userIdOf(identity), body));
  registerRoute(app, api.informationCollection, ({ identity, req }) =>
    infoCollection.detail(userIdOf(identity), (req.params as { id: string }).id),
  );

  // Page events have their own, looser per-IP limit, so a burst of them never eats the API budget.
  registerRoute(
    app,
    api.track,
    async ({ identity, body, req }) => {
      await tracking.track({ body, ip: req.ip, sessionUserId: identity.kind === 'user' ? identity.userId : null });
      return null;
    },
    { rateLimit: false },
  );

  registerRoute(app, api.uploadAvatar, async ({ identity, req }) =>
    profile.uploadAvatar(
      userIdOf(identity),
      await uploadedBytes(req, { missing: EngagementText.avatarMissing, tooLarge: EngagementText.avatarTooLarge }),
    ),
  );
  registerRoute(app, api.updateNickname, ({ identity, body }) =>
    profile.updateNickname(userIdOf(identity), body.nickname),
  );
}
