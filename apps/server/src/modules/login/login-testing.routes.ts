import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { captchaKey } from './captcha.service.js';

/**
 * Test-only helpers for the login flow, registered only when ENABLE_TEST_ROUTES is set (never in
 * production): end-to-end tests read the console outbox's code and a captcha's answer.
 */
export async function loginTestingRoutes(app: FastifyInstance) {
  const { loginOutbox } = app.ctx.services;

  app.get('/api/__test__/outbox/latest', async (req) => {
    const parsed = z.object({ target: z.string().trim().min(1).toLowerCase() }).safeParse(req.query);
    if (!parsed.success) throw AppError.badRequest('缺少 target');
    const row = await loginOutbox.latest(parsed.data.target);
    if (!row) throw AppError.notFound('没有发往该号码或邮箱的验证码');
    const { code, channel, content, createdAt } = row;
    return { code: 200, msg: 'ok', data: { code, channel, content, createdAt: createdAt.toISOString() } };
  });

  app.get('/api/__test__/captcha', async (req) => {
    const parsed = z.object({ uuid: z.string().min(1) }).safeParse(req.query);
    if (!parsed.success) throw AppError.badRequest('缺少 uuid');
    const answer = await app.ctx.kv.get(captchaKey(parsed.data.uuid));
    if (!answer) throw AppError.notFound('图形验证码不存在或已失效');
    return { code: 200, msg: 'ok', data: { answer } };
  });
}
