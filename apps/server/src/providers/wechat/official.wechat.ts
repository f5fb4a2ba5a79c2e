import { fetchJson, ProviderError } from '../provider-error.js';
import type { WechatApp, WechatLoginProvider, WechatProfile } from './wechat.provider.js';

export interface OfficialWechatConfig {
  appId: string;
  appSecret: string;
  apiBase: string;
  /** Absolute URL of our callback, registered with the WeChat app. */
  redirectUri: string;
}

/** sns/oauth2/access_token then sns/userinfo: the same two calls for the website app and the official account. */
function codeExchange(config: OfficialWechatConfig, app: WechatApp) {
  const api = config.apiBase.replace(/\/+$/, '');
  const call = async (path: string, params: Record<string, string>) => {
    const reply = await fetchJson('wechat', `${api}${path}?${new URLSearchParams(params)}`, { method: 'GET' });
    if (reply.errcode) throw new ProviderError('wechat', { path, errcode: reply.errcode, errmsg: reply.errmsg });
    return reply;
  };
  return async (code: string): Promise<WechatProfile> => {
    const token = await call('/sns/oauth2/access_token', {
      appid: config.appId,
      secret: config.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (typeof token.openid !== 'string' || typeof token.access_token !== 'string') {
      throw new ProviderError('wechat', { path: '/sns/oauth2/access_token', reply: 'no openid' });
    }
    const info = await call('/sns/userinfo', { access_token: token.access_token, openid: token.openid, lang: 'zh_CN' });
    return {
      app,
      openid: token.openid,
      unionid: (info.unionid ?? token.unionid ?? null) as string | null,
      nickname: typeof info.nickname === 'string' ? info.nickname : '',
      headimgurl: typeof info.headimgurl === 'string' ? info.headimgurl : '',
    };
  };
}

/** WeChat Open Platform website login: the qrconnect page, then the code exchange. */
export function createOfficialWechat(config: OfficialWechatConfig): WechatLoginProvider {
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
    exchange: codeExchange(config, 'open'),
  };
}

/**
 * Official-account web authorisation, for pages open inside WeChat: snsapi_userinfo asks the user once
 * (允许), then the same code exchange. WeChat keeps the parameters in this order and wants the fragment.
 */
export function createOfficialWechatMp(config: OfficialWechatConfig): WechatLoginProvider {
  return {
    mode: 'official',
    qrUrl(state) {
      const query = new URLSearchParams({
        appid: config.appId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: 'snsapi_userinfo',
        state,
      });
      return `https://open.weixin.qq.com/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    exchange: codeExchange(config, 'mp'),
  };
}
