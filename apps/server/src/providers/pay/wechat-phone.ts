import { randomBytes } from 'node:crypto';
import { ProviderError } from '../provider-error.js';
import type { JsapiParams, PhonePay, PhonePayInput } from './pay.provider.js';
import { wechatSign, wechatTime, type WechatPayConfig } from './wechat-signing.js';
import type { WechatCall } from './wechat.pay.js';

/**
 * WeChat Pay v3 from a phone: JSAPI inside WeChat (https://pay.weixin.qq.com/doc/v3/merchant/4012791856) and H5
 * in another browser (https://pay.weixin.qq.com/doc/v3/merchant/4012791834). Both take the Native order's
 * fields; JSAPI adds the payer's openid, H5 the buyer's IP and the page type.
 */
/** getBrandWCPayRequest's parameters: paySign is RSA-SHA256 over "appId\ntimeStamp\nnonceStr\npackage\n". */
export function wechatJsapiParams(
  cfg: Pick<WechatPayConfig, 'appId' | 'privateKey'>,
  prepayId: string,
  now = Date.now(),
): JsapiParams {
  const timeStamp = String(Math.floor(now / 1000));
  const nonceStr = randomBytes(16).toString('hex');
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId: cfg.appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: wechatSign(cfg.privateKey, [cfg.appId, timeStamp, nonceStr, pkg]),
  };
}

/** WeChat appends the page to return to to h5_url as redirect_url (URL-encoded); it must be on the H5 domain. */
export function withRedirect(h5Url: string, returnUrl: string) {
  return `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(returnUrl)}`;
}

/** The JSAPI and H5 calls over a signed caller (the live API, or the sandbox's stand-in for it). */
export function wechatPhonePay(
  cfg: WechatPayConfig,
  call: WechatCall,
  sandboxSheetUrl: (prepayId: string, params: JsapiParams) => string | null = () => null,
) {
  const order = (input: PhonePayInput) => ({
    appid: cfg.appId,
    mchid: cfg.mchId,
    description: input.subject,
    out_trade_no: input.orderNo,
    time_expire: wechatTime(input.expiresAt),
    notify_url: cfg.notifyUrl,
    amount: { total: input.amountFen, currency: 'CNY' },
  });
  return {
    phoneContexts: ['wechat_jsapi', 'wechat_h5'] as const,
    async payForContext(input: PhonePayInput): Promise<PhonePay> {
      if (input.context === 'wechat_h5') {
        const { status, json } = await call('POST', '/v3/pay/transactions/h5', {
          ...order(input),
          scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
        });
        if (status !== 200 || typeof json.h5_url !== 'string') {
          throw new ProviderError('wechatpay', { op: 'h5', status, code: json.code });
        }
        return { kind: 'redirect', url: withRedirect(json.h5_url, input.returnUrl) };
      }
      if (input.context === 'wechat_jsapi') {
        if (!input.openid) throw new ProviderError('wechatpay', { op: 'jsapi', reason: 'no openid' });
        const { status, json } = await call('POST', '/v3/pay/transactions/jsapi', {
          ...order(input),
          payer: { openid: input.openid },
        });
        if (status !== 200 || typeof json.prepay_id !== 'string') {
          throw new ProviderError('wechatpay', { op: 'jsapi', status, code: json.code });
        }
        const params = wechatJsapiParams(cfg, json.prepay_id);
        return { kind: 'jsapi', params, sandboxSheetUrl: sandboxSheetUrl(json.prepay_id, params) };
      }
      throw new ProviderError('wechatpay', { op: 'phone', reason: `context ${input.context}` });
    },
  };
}
