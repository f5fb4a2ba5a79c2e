import type { FastifyInstance } from 'fastify';
import { API_PREFIX, loginRoutes as api, WechatLoginPages } from '@lucina/contracts';
import { visitorTokenOf } from '../../http/identity.js';
import { registerRoute } from '../../http/route.js';
import { AppError } from '../../lib/errors.js';
import { queryParam, sessionMetaOf, signInContextOf } from './request-context.js';
import { callbackPage, RELAY_SCRIPT, sandboxPage } from './wechat-pages.js';

const HTML = 'text/html; charset=utf-8';
const page = (name: keyof typeof WechatLoginPages) => `${API_PREFIX}${WechatLoginPages[name]}`;

/** WeChat QR login: the JSON calls, plus the pages that run inside the modal's QR iframe. */
export async function wechatLoginRoutes(app: FastifyInstance) {
  // Switched off, none of these exist: the answers are the 404 of any unknown address.
  if (!app.ctx.config.features.wechatLogin) return;
  const { wechatLogin } = app.ctx.services;
  const targetOrigin = new URL(app.ctx.config.publicUrl).origin;
  const hidden = { schema: { hide: true } };

  registerRoute(app, api.wechatQrConfig, ({ query, identity }) =>
    wechatLogin.qrConfig({ tk: query.tk ?? null, tempToken: visitorTokenOf(identity) }),
  );
  registerRoute(app, api.wechatBindPhoneLogin, ({ body, req, identity }) =>
    wechatLogin.bindPhoneLogin(body, signInContextOf(req, identity)),
  );

  app.get(page('sandbox'), hidden, async (req, reply) => {
    if (wechatLogin.mode !== 'sandbox') throw AppError.notFound();
    const html = sandboxPage(queryParam(req, 'state', 128) ?? '', page('sandboxAuthorize'));
    return reply.type(HTML).header('cache-control', 'no-store').send(html);
  });

  app.get(page('sandboxAuthorize'), hidden, async (req, reply) => {
    const next = await wechatLogin.sandboxAuthorize(
      queryParam(req, 'state', 128) ?? '',
      queryParam(req, 'nickname') ?? '',
    );
    if (!next) throw AppError.notFound();
    return reply.redirect(next);
  });

  app.get(page('callback'), hidden, async (req, reply) => {
    const query = { code: queryParam(req, 'code'), state: queryParam(req, 'state', 128) };
    const message = await wechatLogin.callback(query, sessionMetaOf(req));
    const html = callbackPage({ message, targetOrigin, relayPath: page('relayScript') });
    return reply.type(HTML).header('cache-control', 'no-store').send(html);
  });

  app.get(page('relayScript'), hidden, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(RELAY_SCRIPT),
  );
}
