import { z } from 'zod';
import { WECHAT_MP_EXPIRED_TEXT } from './wechat-mp.js';

/** Login texts: the SPEC §5 validation messages and the server's refusals, shared so web and server say the same. */
export const LoginText = {
  accountDisabled: '该账号因违反社区规范已被停用，如有疑问请联系客服',
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  emailRequired: '请输入邮箱',
  emailInvalid: '邮箱格式不正确',
  captchaRequired: '请输入图形验证码',
  otpRequired: '请输入验证码',
  otpFormat: '验证码为6位数字',
  loginTypeInvalid: '登录方式不正确',
  captchaWrong: '图形验证码错误，请重新输入',
  captchaExpired: '图形验证码已失效，请点击图片刷新',
  otpWrong: '验证码错误',
  otpExpired: '验证码已失效，请重新获取',
  otpLocked: '验证码错误次数过多，请重新获取',
  otpChecksTooFrequent: '验证码校验太频繁，请稍后再试',
  resendTooSoon: (seconds: number) => `验证码发送太频繁，请${seconds}秒后再试`,
  dailyLimitPhone: '该手机号今日获取验证码次数已达上限，请明天再试',
  dailyLimitEmail: '该邮箱今日获取验证码次数已达上限，请明天再试',
  dailyLimitIp: '当前网络今日获取验证码次数过多，请明天再试',
  smsFailed: '短信发送失败，请稍后再试',
  emailFailed: '邮件发送失败，请稍后再试',
  wechatStateInvalid: '二维码已失效，请刷新二维码后重新扫码',
  wechatDenied: '您已取消微信授权',
  wechatFailed: '微信登录失败，请稍后重试',
  wechatNeedsPhone: '请绑定手机号完成登录',
  wechatLoggedIn: '登录成功',
  bindTokenInvalid: '微信授权信息无效，请重新扫码',
  bindTokenExpired: '微信授权已过期，请重新扫码',
  phoneTakenByOtherWechat: '该手机号已绑定其他微信账号',
  wechatTakenByOtherPhone: '该微信已绑定其他手机号',
  wechatMpExpired: WECHAT_MP_EXPIRED_TEXT,
} as const;

/** 11 digits: 1, then 2–9, then 9 digits (SPEC §5). */
export const PHONE_PATTERN = /^1[2-9]\d{9}$/;
/** SPEC §5's "simple email pattern": something@domain.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const OTP_PATTERN = /^\d{6}$/;

/** 1 phone + SMS code, 2 email + email code (SPEC §7). */
export const LoginType = { phone: 1, email: 2 } as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

/** A string field whose absence and emptiness both read as "required". */
function requiredString(required: string, invalid = required) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, required);
}

export const phoneSchema = requiredString(LoginText.phoneRequired, LoginText.phoneInvalid).regex(
  PHONE_PATTERN,
  LoginText.phoneInvalid,
);
/** Emails compare case-insensitively, so they are kept lower-case. */
export const emailSchema = requiredString(LoginText.emailRequired, LoginText.emailInvalid)
  .max(254, LoginText.emailInvalid)
  .regex(EMAIL_PATTERN, LoginText.emailInvalid)
  .toLowerCase();
export const captchaCodeSchema = requiredString(LoginText.captchaRequired).max(10, LoginText.captchaWrong);
/** The captcha's id; a missing one means the image was never loaded or has gone. */
export const captchaUuidSchema = requiredString(LoginText.captchaExpired).max(64, LoginText.captchaExpired);
export const otpCodeSchema = requiredString(LoginText.otpRequired).regex(OTP_PATTERN, LoginText.otpFormat);
/** Inviter's invite code from the page query; unknown codes are ignored, never an error. */
const inviteCodeSchema = z.string().trim().max(64).nullish();

/** GET captchaImage: `img` is a complete `data:image/png;base64,…` URL, ready for `<img src>`. */
export const captchaImageSchema = z.object({ img: z.string(), uuid: z.string() });

export const sendSmsBodySchema = z.object({ userPhone: phoneSchema, code: captchaCodeSchema, uuid: captchaUuidSchema });
/** The image captcha guards email codes as it guards SMS codes, so neither can be sent in bulk. */
export const sendEmailBodySchema = z.object({
  userEmail: emailSchema,
  code: captchaCodeSchema,
  uuid: captchaUuidSchema,
});
export const otpSentSchema = z.object({
  /** Seconds before the same target may ask again (the button's countdown). */
  resendAfterSeconds: z.number().int(),
});

export const checkOtpBodySchema = z.object({ mobile: phoneSchema, otpCode: otpCodeSchema });
export const checkEmailOtpBodySchema = z.object({ email: emailSchema, otpCode: otpCodeSchema });

/**
 * POST login. `code`/`uuid` (image captcha) are accepted but not checked here: the captcha
 * guarded sending the code, and it is single-use, so the one-time code alone proves the login.
 */
const loginCommon = {
  code: z.string().nullish(),
  otpCode: otpCodeSchema,
  uuid: z.string().nullish(),
  tk: inviteCodeSchema,
};
export const loginBodySchema = z.discriminatedUnion(
  'loginType',
  [
    z.object({ username: phoneSchema, ...loginCommon, loginType: z.literal(LoginType.phone) }),
    z.object({ username: emailSchema, ...loginCommon, loginType: z.literal(LoginType.email) }),
  ],
  { error: LoginText.loginTypeInvalid },
);
export type LoginBody = z.output<typeof loginBodySchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  userId: z.string(),
  /** 0 not collected, 1 skipped, 2 done: the modal decides whether to show the needs survey. */
  tagiSCollect: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const wechatQrConfigQuerySchema = z.object({ tk: inviteCodeSchema });
export const wechatQrConfigSchema = z.object({
  /** official: open.weixin.qq.com QR page; sandbox: this server's stand-in page (no WeChat app configured). */
  mode: z.enum(['official', 'sandbox']),
  /** Load this in the login modal's iframe; it already carries a single-use `state`. */
  url: z.string(),
  /** After this the state expires and the frame must be reloaded with a new config. */
  expiresInSeconds: z.number().int(),
});

export const wechatBindPhoneBodySchema = z.object({
  mobile: phoneSchema,
  encrypt: z.string({ error: LoginText.bindTokenInvalid }).min(1, LoginText.bindTokenInvalid).max(4096),
  otpCode: otpCodeSchema,
});

/** Tags our window message so the modal ignores unrelated `message` events. */
export const WECHAT_LOGIN_SOURCE = 'lucina-wechat-login';

/**
 * What the WeChat QR frame posts to `window.parent` (SPEC §7): `ok` with a `token`, or an `encrypt`
 * when a phone must be bound, or a failure; `msg` is base64 of a UTF-8 Chinese message.
 */
export const wechatLoginMessageSchema = z.object({
  source: z.literal(WECHAT_LOGIN_SOURCE),
  ok: z.boolean(),
  token: z.string().nullable(),
  encrypt: z.string().nullable(),
  msg: z.string(),
});
export type WechatLoginMessage = z.infer<typeof wechatLoginMessageSchema>;

/** Decodes the base64 UTF-8 `msg` of the WeChat login message. */
export function decodeWechatLoginMsg(msg: string): string {
  const binary = atob(msg);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Non-JSON pages of the WeChat login flow, under /api: the QR frame stand-in, the OAuth callback and its script. */
export const WechatLoginPages = {
  sandbox: '/user/login/wechat/sandbox',
  sandboxAuthorize: '/user/login/wechat/sandbox/authorize',
  callback: '/user/login/wechat/callback',
  relayScript: '/user/login/wechat/relay.js',
  /** One-tap login inside WeChat's browser (official-account web authorisation): a page the browser is sent to. */
  mpStart: '/user/login/wechat/mp/start',
  mpCallback: '/user/login/wechat/mp/callback',
  /** Sandbox stand-in for WeChat's authorisation page (允许 / 拒绝), and where its buttons go. */
  mpSandbox: '/user/login/wechat/mp/sandbox',
  mpSandboxDecide: '/user/login/wechat/mp/sandbox/decide',
} as const;

/** Where every page of the one-tap flow lives; its browser-binding cookie is scoped to it. */
export const WECHAT_MP_PATH = '/user/login/wechat/mp';

/** The start page's query: the site path to come back to (anything else comes back to /home). */
export const wechatMpStartQuerySchema = z.object({ returnTo: z.string().max(512).optional() });

export const wechatMpLoginBodySchema = z.object({
  ticket: z.string({ error: LoginText.wechatMpExpired }).regex(/^[0-9a-f]{32}$/, LoginText.wechatMpExpired),
  tk: inviteCodeSchema,
});
/** A WeChat identity with an account logs in (`login`); one without a phone yet binds one (`encrypt`, dialog 10). */
export const wechatMpLoginResultSchema = z.object({
  login: loginResultSchema.nullable(),
  encrypt: z.string().nullable(),
});
export type WechatMpLoginResult = z.infer<typeof wechatMpLoginResultSchema>;
