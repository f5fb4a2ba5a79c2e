/** The WeChat identity behind a QR scan. unionid is null unless the app sits under an Open Platform account. */
export interface WechatProfile {
  openid: string;
  unionid: string | null;
  nickname: string;
  headimgurl: string;
}

/** Website QR login: where the QR frame points, and the OAuth2 code → profile exchange (throws ProviderError). */
export interface WechatLoginProvider {
  readonly mode: 'official' | 'sandbox';
  qrUrl(state: string): string;
  exchange(code: string): Promise<WechatProfile>;
}
