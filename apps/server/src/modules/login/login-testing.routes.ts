import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { captchaKey } from './captcha.service.js';

/**
 * Test-only helpers for the login flow, registered only when ENABLE_TEST_ROUTES is set (never in
 * production): end-to-end tests read the console outbox's code and a captcha's answer.
 */
export async function loginTestingRoutes(fastify: FastifyInstance) {
  // Validated by Fastify like every other route, so a bad query is a 400 in the envelope.
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { loginOutbox, wechatMp, accounts } = app.ctx.services;

  const outboxQuery = z.object({ target: z.string('缺少 target').trim().min(1, '缺少 target').toLowerCase() });
  app.get('/api/__test__/outbox/latest', { schema: { querystring: outboxQuery } }, async (req) => {
    const row = await loginOutbox.latest(req.query.target);
    if (!row) throw AppError.notFound('没有发往该号码或邮箱的验证码');
    const { code, channel, content, createdAt } = row;
    return { code: 200, msg: 'ok', data: { code, channel, content, createdAt: createdAt.toISOString() } };
  });

  // The sandbox authorisation page makes a new WeChat user on every 允许; a test of a returning user comes back
  // from it as the WeChat user who already has this account (its official-account openid and unionid).
  const returnBody = z.object({ state: z.string().min(1).max(128), phone: z.string().min(1).max(32) });
  app.post('/api/__test__/wechat-mp/return', { schema: { body: returnBody } }, async (req) => {
    const user = await accounts.findByPhone(req.body.phone);
    if (!user?.wechatMpOpenId) throw AppError.notFound('该用户没有公众号身份');
    const ids = { openid: user.wechatMpOpenId, unionid: user.wechatUnionId, nickname: user.nickname ?? '微信用户' };
    const location = await wechatMp?.sandboxReturn(req.body.state, ids);
    if (!location) throw AppError.notFound('公众号登录不是模拟模式');
    return { code: 200, msg: 'ok', data: { location } };
  });

  const captchaQuery = z.object({ uuid: z.string('缺少 uuid').min(1, '缺少 uuid') });
  app.get('/api/__test__/captcha', { schema: { querystring: captchaQuery } }, async (req) => {
    const answer = await app.ctx.kv.get(captchaKey(req.query.uuid));
    if (!answer) throw AppError.notFound('图形验证码不存在或已失效');
    return { code: 200, msg: 'ok', data: { answer } };
  });
}
