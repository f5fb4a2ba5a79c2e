import { fetchJson, ProviderError } from '../provider-error.js';
import type { WechatLoginProvider } from './wechat.provider.js';

export interface OfficialWechatConfig {
  appId: string;
  appSecret: string;
  apiBase: string;
  /** Absolute URL of our callback, registered with the WeChat app. */
  redirectUri: string;
}

/** WeChat Open Platform website login: qrconnect page, then sns/oauth2/access_token and sns/userinfo. */
export function createOfficialWechat(config: OfficialWechatConfig): WechatLoginProvider {
  const api = config.apiBase.replace(/\/+$/, '');
  const call = async (path: string, params: Record<string, string>) => {
    const reply = await fetchJson('wechat', `${api}${path}?${new URLSearchParams(params)}`, { method: 'GET' });
    if (reply.errcode) throw new ProviderError('wechat', { path, errcode: reply.errcode, errmsg: reply.errmsg });
    return reply;
  };
  return {
    mode: 'official',
    qrUrl(state) {
      const query = new URLSearchParams({
        appid: config.appId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
        // The callback then loads inside the modal's iframe, where it can post to window.parent.
        self_redirect: 'true',
      });
      return `https://open.weixin.qq.com/connect/qrconnect?${query}#wechat_redirect`;
    },
    async exchange(code) {
      const token = await call('/sns/oauth2/access_token', {
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      if (typeof token.openid !== 'string' || typeof token.access_token !== 'string') {
        throw new ProviderError('wechat', { path: '/sns/oauth2/access_token', reply: 'no openid' });
      }
      const info = await call('/sns/userinfo', { access_token: token.access_token, openid: token.openid });
      return {
        openid: token.openid,
        unionid: (info.unionid ?? token.unionid ?? null) as string | null,
        nickname: typeof info.nickname === 'string' ? info.nickname : '',
        headimgurl: typeof info.headimgurl === 'string' ? info.headimgurl : '',
      };
    },
  };
}
