import { API_PREFIX, WechatLoginPages } from '@lucina/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Kv } from '../../kv/index.js';
import { resolveAuthSecret } from '../../lib/auth-secret.js';
import type { Logger } from '../../lib/logger.js';
import { noMetrics, type Metrics } from '../../lib/metrics.js';
import { createEmailProvider } from '../../providers/email/index.js';
import { createSmsProvider } from '../../providers/sms/index.js';
import { createWechatLoginProvider, createWechatMpProvider } from '../../providers/wechat/index.js';
import type { SessionService } from '../sessions/index.js';
import type { UserService } from '../users/index.js';
import type { VisitorClaimService } from '../visitors/index.js';
import { createAccountService } from './account.service.js';
import { createCaptchaService } from './captcha.service.js';
import { createLoginService } from './login.service.js';
import { createOtpService } from './otp.service.js';
import { outboxRepository } from './outbox.repository.js';
import { createWechatLoginService } from './wechat-login.service.js';
import { createWechatMpService } from './wechat-mp.service.js';

export { loginTestingRoutes } from './login-testing.routes.js';
export { loginRoutes } from './login.routes.js';
export { wechatLoginRoutes } from './wechat-login.routes.js';
export { wechatMpRoutes } from './wechat-mp.routes.js';
export type { OtpService } from './otp.service.js';

/** The ticket on the return address is redeemed by the page as it loads: a short life is plenty. */
const WECHAT_MP_TICKET_TTL_MS = 2 * 60 * 1000;

export interface LoginServiceDeps {
  config: Config;
  db: Database;
  kv: Kv;
  log: Logger;
  /** Codes sent and logins made, for the operator's metrics; without it none are kept. */
  metrics?: Metrics;
  users: UserService;
  sessions: SessionService;
  visitorClaims: VisitorClaimService;
}

/** Builds the login feature: providers chosen by config, then phone/email login and WeChat login. */
export function createLoginServices(deps: LoginServiceDeps) {
  const { config, db, kv, log, users, sessions, visitorClaims } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const secret = resolveAuthSecret(config);
  const outbox = outboxRepository(db);
  const sms = createSmsProvider(config.sms, { log, outbox: outbox.insert });
  const email = createEmailProvider(config.email, { log, outbox: outbox.insert });
  const captcha = createCaptchaService({ kv, ttlMs: config.login.captchaTtlMs });
  const otp = createOtpService({ kv, secret, limits: config.login, sms, email, log, metrics });
  const accounts = createAccountService({ db, users, sessions, visitorClaims });
  const callbackPath = `${API_PREFIX}${WechatLoginPages.callback}`;
  const provider = createWechatLoginProvider(config.wechat, {
    kv,
    callbackUrl: new URL(callbackPath, config.publicUrl).toString(),
    sandboxPath: `${API_PREFIX}${WechatLoginPages.sandbox}`,
  });
  const wechat = createWechatLoginService({
    db,
    kv,
    provider,
    accounts,
    otp,
    secret,
    stateTtlMs: config.login.wechatStateTtlMs,
    bindTtlMs: config.login.wechatBindTtlMs,
    callbackPath,
    log,
    metrics,
  });
  const mpCallbackPath = `${API_PREFIX}${WechatLoginPages.mpCallback}`;
  const mpProvider = createWechatMpProvider(config.wechatMp, {
    kv,
    callbackUrl: new URL(mpCallbackPath, config.publicUrl).toString(),
    sandboxPath: `${API_PREFIX}${WechatLoginPages.mpSandbox}`,
  });
  const wechatMp =
    mpProvider &&
    createWechatMpService({
      kv,
      provider: mpProvider,
      wechat,
      secret,
      publicUrl: config.publicUrl,
      stateTtlMs: config.login.wechatStateTtlMs,
      ticketTtlMs: WECHAT_MP_TICKET_TTL_MS,
      callbackPath: mpCallbackPath,
      log,
    });
  return {
    login: createLoginService({ captcha, otp, accounts, metrics }),
    wechatLogin: wechat,
    /** Null when no official account is configured on a real deployment: no one-tap button then. */
    wechatMp,
    loginOutbox: outbox,
    accounts,
    otp,
  };
}
