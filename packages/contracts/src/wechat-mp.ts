/**
 * The one-tap login in WeChat's landing, in plain constants (no zod): the app's first screen reads them on
 * every page to notice a return from WeChat's authorisation.
 *
 * `?wxmp=<ticket>` finishes the login with the `wechatMpLogin` call; `?wxmpError=<reason>` is for the login
 * dialog to explain.
 */
export const WechatMpParams = { ticket: 'wxmp', error: 'wxmpError' } as const;

/** Also the server's refusal of a spent or foreign ticket (LoginText). A plain constant, not a property read: a
 * top-level read would count as a side effect and keep the login texts, and their schemas, on every first screen. */
export const WECHAT_MP_EXPIRED_TEXT = '微信授权已过期，请重新点击「微信一键登录」';

export type WechatMpError = 'denied' | 'expired' | 'failed';
export const WechatMpErrorText: Record<WechatMpError, string> = {
  denied: '你已取消微信授权，也可以用手机号登录',
  expired: WECHAT_MP_EXPIRED_TEXT,
  failed: '微信登录没有成功，请稍后重试或用手机号登录',
};
