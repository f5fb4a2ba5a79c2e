/**
 * Which WeChat app an identity came through: `open` the Open Platform website app (QR login), `mp` the official
 * account (one-tap login in WeChat's browser). openids differ per app; unionid is shared by the apps of one
 * Open Platform account.
 */
export type WechatApp = 'open' | 'mp';

/** The WeChat identity behind a QR scan or an authorisation. unionid is null unless the app sits under an Open Platform account. */
export interface WechatProfile {
  app: WechatApp;
  openid: string;
  unionid: string | null;
  nickname: string;
  headimgurl: string;
}

/** An OAuth2 login through WeChat: where to send the user (QR frame or authorisation page), and code → profile (throws ProviderError). */
export interface WechatLoginProvider {
  readonly mode: 'official' | 'sandbox';
  qrUrl(state: string): string;
  exchange(code: string): Promise<WechatProfile>;
}
