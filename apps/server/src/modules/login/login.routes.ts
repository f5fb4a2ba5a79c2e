import type { FastifyInstance } from 'fastify';
import { loginRoutes as api } from '@lucina/contracts';
import { registerRoute } from '../../http/route.js';
import { signInContextOf } from './request-context.js';

/** Phone/email + code login (SPEC §7, no-auth). */
export async function loginRoutes(app: FastifyInstance) {
  const { login } = app.ctx.services;

  registerRoute(app, api.captchaImage, () => login.captchaImage());
  registerRoute(app, api.sendSms, ({ body, req }) => login.sendSms(body, req.ip));
  registerRoute(app, api.checkOtp, ({ body }) => login.checkOtp(body));
  // Email login switched off: no email code can be sent or checked, so no email login can succeed.
  if (app.ctx.config.features.emailLogin) {
    registerRoute(app, api.sendEmail, ({ body, req }) => login.sendEmail(body, req.ip));
    registerRoute(app, api.checkEmailOtp, ({ body }) => login.checkEmailOtp(body));
  }
  if (app.ctx.config.features.wechatLogin) {
    registerRoute(app, api.sendBindWechatSms, ({ body, req }) => login.sendBindWechatSms(body, req.ip));
  }
  registerRoute(app, api.login, ({ body, req, identity }) => login.login(body, signInContextOf(req, identity)));
}
