import { createVerify } from 'node:crypto';
import { yuanToFen } from '@lucina/contracts';
import type { PayMethod } from './pay.provider.js';
import { wechatSignedHeaders, type WechatPayConfig } from './wechat-signing.js';

/**
 * Demo mode's stand-ins for the phone side of the providers. WeChat Pay's JSAPI and H5 endpoints answer as
 * the real ones do (signed with the sandbox platform key) after checking the merchant's signature; their
 * h5_url, and the JSAPI pay sheet, are this server's jump page, as is the gateway Alipay's WAP request opens.
 * The jump page checks what it is given as the apps would: Alipay's request signature, JSAPI's paySign.
 */
const json = (status: number, body: object, headers?: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: headers ?? { 'content-type': 'application/json' } });

/** The sandbox's prepay id names its order, so any instance's jump page can read it. */
export const sandboxPrepayId = (orderNo: string) => `wx${orderNo}`;

export function sandboxWechatPhoneApi(input: {
  cfg: WechatPayConfig;
  merchantPublicKey: string;
  platformPrivateKey: string;
  /** The jump page for an order (WeChat's H5 cashier). */
  jumpUrl: (orderNo: string) => string;
  /** Every other path (refunds). */
  next: typeof fetch;
}): typeof fetch {
  const { cfg } = input;
  const impl = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url), 'https://sandbox.invalid');
    const kind = /^\/v3\/pay\/transactions\/(h5|jsapi)$/.exec(u.pathname)?.[1];
    if (!kind) return input.next(url, init);
    const body = typeof init?.body === 'string' ? init.body : '';
    const auth = String(new Headers(init?.headers).get('authorization') ?? '');
    const m = /nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)"/.exec(auth);
    const genuine =
      m !== null &&
      createVerify('RSA-SHA256')
        .update(`${init?.method}\n${u.pathname}\n${m[3]}\n${m[1]}\n${body}\n`)
        .verify(input.merchantPublicKey, m[2]!, 'base64');
    if (!genuine) return json(401, { code: 'SIGN_ERROR', message: '签名错误' });
    const req = JSON.parse(body) as {
      appid?: string;
      mchid?: string;
      out_trade_no?: string;
      amount?: { total?: number };
      scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } };
      payer?: { openid?: string };
    };
    const total = req.amount?.total;
    if (req.appid !== cfg.appId || req.mchid !== cfg.mchId || !req.out_trade_no || !Number.isSafeInteger(total)) {
      return json(400, { code: 'PARAM_ERROR', message: '参数错误' });
    }
    const signed = (text: string) =>
      wechatSignedHeaders({ ...cfg, platformPrivateKey: input.platformPrivateKey }, text);
    if (kind === 'h5') {
      if (!req.scene_info?.payer_client_ip || !req.scene_info.h5_info?.type) {
        return json(400, { code: 'PARAM_ERROR', message: '缺少 scene_info' });
      }
      const text = JSON.stringify({ h5_url: input.jumpUrl(req.out_trade_no) });
      return new Response(text, { status: 200, headers: signed(text) });
    }
    if (!req.payer?.openid) return json(400, { code: 'PARAM_ERROR', message: '缺少 payer.openid' });
    const text = JSON.stringify({ prepay_id: sandboxPrepayId(req.out_trade_no) });
    return new Response(text, { status: 200, headers: signed(text) });
  };
  return impl as typeof fetch;
}

/** What the jump page was asked to pay, once its parameters check out. */
export type JumpRequest =
  | { ok: true; method: PayMethod; orderNo: string; amountFen: number | null; returnUrl: string | null }
  | { ok: false; reason: string };

const verify = (publicKey: string, content: string, signature: string) => {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

/**
 * Reads the jump page's query as the app would: an Alipay WAP request must carry our app's signature (every
 * parameter but `sign`, sorted, "k=v" joined by "&"); a JSAPI call its paySign; an H5 jump names its order.
 */
export function readJumpRequest(
  q: Record<string, string>,
  keys: {
    alipayAppPublicKey: string;
    alipayAppId: string;
    wechat: Pick<WechatPayConfig, 'appId'> & { merchantPublicKey: string };
  },
): JumpRequest {
  if (q.method === 'alipay.trade.wap.pay') {
    const content = Object.keys(q)
      .filter((k) => k !== 'sign' && q[k] !== '')
      .sort()
      .map((k) => `${k}=${q[k]}`)
      .join('&');
    if (!q.sign || !verify(keys.alipayAppPublicKey, content, q.sign)) return { ok: false, reason: '支付请求签名无效' };
    if (q.app_id !== keys.alipayAppId) return { ok: false, reason: '应用不符' };
    let biz: { out_trade_no?: string; total_amount?: string; product_code?: string };
    try {
      biz = JSON.parse(q.biz_content ?? '') as typeof biz;
    } catch {
      return { ok: false, reason: '支付请求不完整' };
    }
    const amountFen = yuanToFen(biz.total_amount ?? '');
    if (!biz.out_trade_no || !amountFen || biz.product_code !== 'QUICK_WAP_WAY') {
      return { ok: false, reason: '支付请求不完整' };
    }
    return { ok: true, method: 'alipay', orderNo: biz.out_trade_no, amountFen, returnUrl: q.return_url ?? null };
  }
  if (q.method === 'wechat' && q.package) {
    const { appId, timeStamp, nonceStr, paySign } = q;
    const content = `${appId}\n${timeStamp}\n${nonceStr}\n${q.package}\n`;
    if (appId !== keys.wechat.appId || !paySign || !verify(keys.wechat.merchantPublicKey, content, paySign)) {
      return { ok: false, reason: '支付参数签名无效' };
    }
    const orderNo = /^prepay_id=wx(\w+)$/.exec(q.package)?.[1];
    if (!orderNo) return { ok: false, reason: '支付参数无效' };
    return { ok: true, method: 'wechat', orderNo, amountFen: null, returnUrl: null };
  }
  if (q.method === 'wechat' && q.orderNo) {
    return { ok: true, method: 'wechat', orderNo: q.orderNo, amountFen: null, returnUrl: q.redirect_url ?? null };
  }
  return { ok: false, reason: '支付请求不完整' };
}
