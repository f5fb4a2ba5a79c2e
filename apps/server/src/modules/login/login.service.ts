import { LoginType, type LoginBody } from '@lucina/contracts';
import type { AccountService, SignInContext } from './account.service.js';
import type { CaptchaService } from './captcha.service.js';
import type { OtpService } from './otp.service.js';
import { noMetrics, type Metrics } from '../../lib/metrics.js';

/** Phone or email + one-time code login (SPEC §7 login calls); the first login creates the account. */
export function createLoginService(deps: {
  captcha: CaptchaService;
  otp: OtpService;
  accounts: AccountService;
  metrics?: Metrics;
}) {
  const { captcha, otp, accounts, metrics = noMetrics } = deps;
  return {
    captchaImage: () => captcha.issue(),
    async sendSms(body: { userPhone: string; code: string; uuid: string }, ip: string) {
      await captcha.verify(body.uuid, body.code);
      return otp.send({ channel: 'sms', purpose: 'login', target: body.userPhone }, ip);
    },
    async sendBindWechatSms(body: { userPhone: string; code: string; uuid: string }, ip: string) {
      await captcha.verify(body.uuid, body.code);
      return otp.send({ channel: 'sms', purpose: 'bind', target: body.userPhone }, ip);
    },
    async sendEmail(body: { userEmail: string; code: string; uuid: string }, ip: string) {
      await captcha.verify(body.uuid, body.code);
      return otp.send({ channel: 'email', purpose: 'login', target: body.userEmail }, ip);
    },
    checkOtp: async (body: { mobile: string; otpCode: string }) => {
      await otp.check({ channel: 'sms', purpose: 'login', target: body.mobile }, body.otpCode);
      return null;
    },
    checkEmailOtp: async (body: { email: string; otpCode: string }) => {
      await otp.check({ channel: 'email', purpose: 'login', target: body.email }, body.otpCode);
      return null;
    },
    /** The image captcha (`code`/`uuid`) is not checked here: it already guarded sending the code. */
    async login(body: LoginBody, ctx: Omit<SignInContext, 'tk'>) {
      const byPhone = body.loginType === LoginType.phone;
      await otp.consume({ channel: byPhone ? 'sms' : 'email', purpose: 'login', target: body.username }, body.otpCode);
      const result = await accounts.signIn(
        async (tx, repo) => {
          const existing = byPhone ? await repo.findByPhone(body.username) : await repo.findByEmail(body.username);
          if (existing) return { user: existing, created: false };
          const contact = byPhone ? { phone: body.username } : { email: body.username };
          return { user: await accounts.createUser(tx, contact), created: true };
        },
        { ...ctx, tk: body.tk },
      );
      metrics.login.loggedIn(byPhone ? 'phone' : 'email');
      return result;
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
