import { createHash } from 'node:crypto';
import { fetchJson, ProviderError } from '../provider-error.js';

/**
 * Who pays by JSAPI: WeChat Pay wants the payer's openid under the pay appid (an official account), which
 * WeChat gives through its web authorisation with scope snsapi_base: silent, no consent page, openid only.
 * https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html
 */
export interface WechatPayerAuth {
  readonly mode: 'official' | 'sandbox';
  /** The appid the openid belongs to (WeChat Pay's). */
  readonly appId: string;
  /** The authorisation page; WeChat sends the buyer back to `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The code from that return → the openid (throws ProviderError). */
  openidOf(code: string): Promise<string>;
}

const authorizeQuery = (appId: string, redirectUri: string, state: string) =>
  new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state });

export function createOfficialPayerAuth(cfg: { appId: string; appSecret: string; apiBase: string }): WechatPayerAuth {
  return {
    mode: 'official',
    appId: cfg.appId,
    authorizeUrl: (redirectUri, state) =>
      `https://open.weixin.qq.com/connect/oauth2/authorize?${authorizeQuery(cfg.appId, redirectUri, state)}#wechat_redirect`,
    async openidOf(code) {
      const query = new URLSearchParams({
        appid: cfg.appId,
        secret: cfg.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const reply = await fetchJson('wechat', `${cfg.apiBase.replace(/\/+$/, '')}/sns/oauth2/access_token?${query}`, {
        method: 'GET',
      });
      if (reply.errcode || typeof reply.openid !== 'string' || !reply.openid) {
        throw new ProviderError('wechat', { op: 'snsapi_base', errcode: reply.errcode, errmsg: reply.errmsg });
      }
      return reply.openid;
    },
  };
}

/**
 * Demo mode: this server's stand-in for the authorisation page (`pagePath`) sends the buyer straight back with
 * a fresh code, as WeChat does for snsapi_base; each code names its own openid, so nothing is kept.
 */
export function createSandboxPayerAuth(pagePath: string, appId: string): WechatPayerAuth {
  return {
    mode: 'sandbox',
    appId,
    authorizeUrl: (redirectUri, state) => `${pagePath}?${authorizeQuery(appId, redirectUri, state)}`,
    async openidOf(code) {
      if (!/^sbx[0-9a-f]{32}$/.test(code)) throw new ProviderError('wechat-sandbox', { code: 'invalid code' });
      return `sandbox-mp-${createHash('sha256').update(code).digest('hex').slice(0, 24)}`;
    },
  };
}
