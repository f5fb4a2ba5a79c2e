import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@lucina/contracts';
import { AdminText, adminRoutes as api } from '@lucina/contracts/admin';
import { AppError } from '../../lib/errors.js';
import { registerRoute, userIdOf } from '../../http/route.js';
import { contentRoutes } from './content.routes.js';
import { safetyRoutes } from './safety.routes.js';
import { usageRoutes } from './usage.routes.js';

const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/**
 * The console's API, one call each into the domains' services; the role checks happen in the guard
 * (admin.guard.ts) before any handler runs.
 */
export async function adminRoutes(app: FastifyInstance) {
  const { access, audit, campaigns, dashboard, rights, adminUsers: users, adminFeedback: feedback } = app.ctx.services;
  const { coupons, orders, plans } = app.ctx.services.payments.admin;

  registerRoute(app, api.me, ({ identity }) => access.me(userIdOf(identity)));
  registerRoute(app, api.auditList, ({ query }) => audit.list(query));
  await app.register(contentRoutes);
  await app.register(safetyRoutes);
  await app.register(usageRoutes);

  registerRoute(app, api.campaignList, ({ query }) => campaigns.list(query.page, query.pageSize));
  registerRoute(app, api.campaignSend, ({ identity, body }) => campaigns.send(userIdOf(identity), body));
  registerRoute(app, api.campaignCancel, ({ identity, body }) => campaigns.cancel(userIdOf(identity), body.id));

  registerRoute(app, api.dashboard, ({ query }) => dashboard.overview(query.days));

  registerRoute(app, api.planList, () => plans.list());
  registerRoute(app, api.planUpdate, ({ identity, body }) => plans.update(userIdOf(identity), body));

  registerRoute(app, api.couponTemplateList, () => coupons.listTemplates());
  registerRoute(app, api.couponTemplateCreate, ({ identity, body }) =>
    coupons.createTemplate(userIdOf(identity), body),
  );
  registerRoute(app, api.couponTemplateUpdate, ({ identity, body: { templateId, ...body } }) =>
    coupons.updateTemplate(userIdOf(identity), templateId, body),
  );
  registerRoute(app, api.couponIssue, ({ identity, body }) => coupons.issue(userIdOf(identity), body));
  registerRoute(app, api.couponIssueList, ({ query }) => coupons.listIssues(query));

  registerRoute(app, api.userList, ({ query }) => users.list(query));
  registerRoute(app, api.userDetail, ({ query }) => users.detail(query.id));
  registerRoute(app, api.userGrant, ({ identity, body }) => users.grant(userIdOf(identity), body));
  registerRoute(app, api.cancellationList, () => rights.cancellation.listPending());
  registerRoute(app, api.cancellationExecute, ({ identity, body }) =>
    rights.cancellation.executeEarly(userIdOf(identity), body.userId),
  );

  registerRoute(app, api.orderList, ({ query }) => orders.list(query));
  registerRoute(app, api.orderDetail, ({ query }) => orders.detail(query.orderNo));
  registerRoute(app, api.orderRefund, ({ identity, body }) => orders.refund(userIdOf(identity), body));
  registerRoute(app, api.orderRefundRefresh, ({ identity, body }) => orders.refresh(userIdOf(identity), body.orderNo));

  registerRoute(app, api.feedbackList, ({ query }) => feedback.list(query));
  registerRoute(app, api.feedbackDetail, ({ query }) => feedback.detail(query.id));
  registerRoute(app, api.feedbackReply, ({ identity, body }) =>
    feedback.reply(userIdOf(identity), body.id, body.content),
  );
  registerRoute(app, api.feedbackClose, ({ identity, body }) => feedback.close(userIdOf(identity), body.id));
  // The image itself, not an envelope: the console fetches it with its token and shows it as a blob.
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PREFIX}${api.feedbackScreenshot.path}`,
    {
      schema: {
        summary: api.feedbackScreenshot.summary,
        tags: ['admin'],
        querystring: api.feedbackScreenshot.query,
      },
    },
    async (req, reply) => {
      const file = await feedback.screenshotFile((req.query as { id: string }).id);
      if (!fs.existsSync(file)) throw AppError.notFound(AdminText.screenshotNotFound);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'")
        .type(IMAGE_TYPES[path.extname(file)] ?? 'application/octet-stream')
        .send(fs.createReadStream(file));
    },
  );
}
