import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, loginRoutes as api, WECHAT_MP_PATH, WechatLoginPages } from '@lucina/contracts';
import { registerRoute } from '../../http/route.js';
import { AppError } from '../../lib/errors.js';
import { queryParam, signInContextOf } from './request-context.js';
import { mpSandboxPage } from './wechat-mp-pages.js';

const page = (name: keyof typeof WechatLoginPages) => `${API_PREFIX}${WechatLoginPages[name]}`;
const COOKIE = 'lucina_wxmp';

function cookieOf(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** One-tap login inside WeChat's browser: pages the browser is sent through, and the JSON call that ends it. */
export async function wechatMpRoutes(app: FastifyInstance) {
  const { wechatMp } = app.ctx.services;
  if (!app.ctx.config.features.wechatLogin || !wechatMp) return;
  const hidden = { schema: { hide: true } };
  const secure = new URL(app.ctx.config.publicUrl).protocol === 'https:' ? '; Secure' : '';
  // Lax: WeChat's redirect to the callback is a top-level GET, which carries it; no other site's request does.
  const cookie = (value: string, maxAge: number) =>
    `${COOKIE}=${value}; Path=${API_PREFIX}${WECHAT_MP_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;

  app.get(page('mpStart'), hidden, async (req, reply) => {
    const started = await wechatMp.start(queryParam(req, 'returnTo'));
    reply.header('set-cookie', cookie(started.cookie, started.maxAgeSeconds)).header('cache-control', 'no-store');
    return reply.redirect(started.location);
  });

  app.get(page('mpCallback'), hidden, async (req, reply) => {
    const query = { code: queryParam(req, 'code'), state: queryParam(req, 'state', 128) };
    const location = await wechatMp.callback(query, cookieOf(req));
    return reply.header('cache-control', 'no-store').redirect(location);
  });

  app.get(page('mpSandbox'), hidden, async (req, reply) => {
    if (wechatMp.mode !== 'sandbox') throw AppError.notFound();
    const html = mpSandboxPage(queryParam(req, 'state', 128) ?? '', page('mpSandboxDecide'));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get(page('mpSandboxDecide'), hidden, async (req, reply) => {
    const state = queryParam(req, 'state', 128) ?? '';
    const next = await wechatMp.sandboxDecide(state, queryParam(req, 'decision') === 'allow');
    if (!next) throw AppError.notFound();
    return reply.redirect(next);
  });

  registerRoute(app, api.wechatMpLogin, async ({ body, req, reply, identity }) => {
    const result = await wechatMp.login(body, cookieOf(req), signInContextOf(req, identity));
    reply.header('set-cookie', cookie('', 0));
    return result;
  });
}
