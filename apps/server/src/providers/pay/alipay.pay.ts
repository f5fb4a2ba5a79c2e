import { createSign, randomBytes } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { CHINA_OFFSET, chinaWallClock, fenToYuan, yuanToFen } from '@lucina/contracts';
import { ProviderError } from '../provider-error.js';
import { alipayRefunds } from './alipay-refund.js';
import {
  NotifyIgnored,
  NotifyRejected,
  type PayMethodProvider,
  type PhonePay,
  type PhonePayInput,
  type QueryResult,
  type RawNotification,
} from './pay.provider.js';

/** Alipay face-to-face precreate (QR) through alipay-sdk v4: https://opendocs.alipay.com/open/194/106078 */
export interface AlipayConfig {
  appId: string;
  /** Application private key, PEM (PKCS#1 or PKCS#8) or bare base64. */
  privateKey: string;
  /** Alipay public key, PEM or bare base64: verifies notifications and responses. */
  alipayPublicKey: string;
  /** The merchant's Alipay user id (2088…): every notification must name it. */
  sellerId: string;
  gateway: string;
  notifyUrl: string;
}

const keyType = (pem: string) => (pem.includes('BEGIN PRIVATE KEY') ? 'PKCS8' : 'PKCS1');

export function createAlipaySdk(cfg: AlipayConfig) {
  return new AlipaySdk({
    appId: cfg.appId,
    privateKey: cfg.privateKey.trim(),
    alipayPublicKey: cfg.alipayPublicKey.trim(),
    keyType: keyType(cfg.privateKey),
    gateway: cfg.gateway,
    signType: 'RSA2',
    timeout: 10_000,
  });
}

/** Form fields of the raw body; a field sent twice is refused rather than guessed. */
function formFields(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(body)) {
    if (k in out) throw new NotifyRejected(`duplicate field ${k}`);
    out[k] = v;
  }
  return out;
}

/** Verifies an async notification with the sdk's checkNotifySign, then our app, seller and amount. */
export function verifyAlipayNotification(
  sdk: AlipaySdk,
  cfg: Pick<AlipayConfig, 'appId' | 'sellerId'>,
  raw: RawNotification,
) {
  const fields = formFields(raw.body);
  let valid = false;
  try {
    // V2 verifies the decoded values as posted (the V1 form would URL-decode them a second time).
    valid = sdk.checkNotifySignV2(fields);
  } catch {
    valid = false;
  }
  if (!valid) throw new NotifyRejected('bad signature');
  if (fields.app_id !== cfg.appId) throw new NotifyRejected('app_id mismatch');
  // Always compared: an empty setting matches no seller, never every seller.
  if (!cfg.sellerId || fields.seller_id !== cfg.sellerId) throw new NotifyRejected('seller_id mismatch');
  // Sent after a full refund (or when a scanned trade closes unpaid): the refund was settled from its answer.
  if (fields.trade_status === 'TRADE_CLOSED') throw new NotifyIgnored('trade closed');
  if (fields.trade_status !== 'TRADE_SUCCESS' && fields.trade_status !== 'TRADE_FINISHED') {
    throw new NotifyRejected(`trade_status ${fields.trade_status}`);
  }
  const amountFen = yuanToFen(fields.total_amount ?? '');
  if (!fields.out_trade_no || !fields.trade_no || !amountFen) throw new NotifyRejected('incomplete notification');
  const paidAt = new Date(`${(fields.gmt_payment ?? '').replace(' ', 'T')}${CHINA_OFFSET}`);
  return {
    method: 'alipay' as const,
    orderNo: fields.out_trade_no,
    transactionId: fields.trade_no,
    amountFen,
    paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
    payload: fields,
  };
}

/** Alipay's notification signing: sorted "k=v" pairs joined by "&", without sign and sign_type, RSA-SHA256. */
export function signAlipayFields(privateKey: string, fields: Record<string, string>): string {
  const content = Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

const beijingTime = (d: Date) => chinaWallClock(d).slice(0, 19).replace('T', ' ');

/** A notification exactly as Alipay posts one, signed with `alipayPrivateKey` (sandbox and tests). */
export function buildAlipayNotification(
  input: { appId: string; sellerId: string; alipayPrivateKey: string },
  order: { orderNo: string; amountFen: number; subject: string; tradeNo?: string },
  now = new Date(),
): RawNotification {
  const amount = fenToYuan(order.amountFen);
  const fields: Record<string, string> = {
    gmt_create: beijingTime(now),
    gmt_payment: beijingTime(now),
    notify_time: beijingTime(now),
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(16).toString('hex'),
    app_id: input.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: order.tradeNo ?? `2026${randomBytes(12).toString('hex')}`,
    out_trade_no: order.orderNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: amount,
    receipt_amount: amount,
    buyer_pay_amount: amount,
    seller_id: input.sellerId,
    subject: order.subject,
  };
  fields.sign = signAlipayFields(input.alipayPrivateKey, fields);
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams(fields).toString(),
  };
}

export const alipayReply = {
  ok: { status: 200, type: 'text/plain; charset=utf-8', body: 'success' },
  fail: (_reason: string) => ({ status: 200, type: 'text/plain; charset=utf-8', body: 'fail' }),
};

/**
 * 手机网站支付 (https://opendocs.alipay.com/open/29ae8cb6_alipay.trade.wap.pay): no call from us, the buyer's
 * browser opens the gateway with the request alipay-sdk signs (pageExec, GET); Alipay returns the buyer to
 * `return_url` and tells us by notification. `sdk`'s gateway is where the buyer goes.
 */
export function alipayWapPay(sdk: AlipaySdk, notifyUrl: string) {
  return {
    phoneContexts: ['alipay_wap'] as const,
    async payForContext(input: PhonePayInput): Promise<PhonePay> {
      if (input.context !== 'alipay_wap') throw new ProviderError('alipay', { op: 'phone', context: input.context });
      const url = sdk.pageExec('alipay.trade.wap.pay', 'GET', {
        notify_url: notifyUrl,
        return_url: input.returnUrl,
        // As in `call` below: Beijing time whatever the host's zone.
        timestamp: beijingTime(new Date()),
        bizContent: {
          out_trade_no: input.orderNo,
          total_amount: fenToYuan(input.amountFen),
          subject: input.subject,
          product_code: 'QUICK_WAP_WAY',
          time_expire: beijingTime(input.expiresAt),
          quit_url: input.returnUrl,
        },
      });
      return { kind: 'redirect', url };
    },
  };
}

export function createAlipay(cfg: AlipayConfig, sdk: AlipaySdk = createAlipaySdk(cfg)): PayMethodProvider {
  const fail = (op: string, r: Record<string, unknown>) =>
    new ProviderError('alipay', { op, code: r.code, subCode: r.subCode, msg: r.subMsg ?? r.msg });
  // Alipay reads `timestamp` as Beijing time; alipay-sdk formats it in the host's zone (8 hours early on a
  // UTC host), so every call sends its own. Every answer's signature is checked.
  const call = (method: string, params: Record<string, unknown>) =>
    sdk.exec(method, { ...params, timestamp: beijingTime(new Date()) }, { validateSign: true });
  return {
    method: 'alipay',
    mode: 'live',
    async createQr({ orderNo, amountFen, subject, expiresAt }) {
      const r = await call('alipay.trade.precreate', {
        notify_url: cfg.notifyUrl,
        bizContent: {
          out_trade_no: orderNo,
          total_amount: fenToYuan(amountFen),
          subject,
          time_expire: beijingTime(expiresAt),
        },
      });
      if (r.code !== '10000' || typeof r.qrCode !== 'string') throw fail('precreate', r);
      return r.qrCode;
    },
    async query(orderNo): Promise<QueryResult> {
      const r = await call('alipay.trade.query', { bizContent: { out_trade_no: orderNo } });
      // Not scanned yet: Alipay has no trade until the buyer scans the code.
      if (r.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'not_found' };
      if (r.code !== '10000') throw fail('query', r);
      if (r.tradeStatus === 'TRADE_SUCCESS' || r.tradeStatus === 'TRADE_FINISHED') {
        const amountFen = yuanToFen(String(r.totalAmount));
        if (!amountFen) throw fail('query', r);
        return {
          state: 'paid',
          payment: {
            method: 'alipay',
            orderNo,
            transactionId: String(r.tradeNo),
            amountFen,
            paidAt: new Date(),
            payload: r,
          },
        };
      }
      return { state: r.tradeStatus === 'TRADE_CLOSED' ? 'closed' : 'pending' };
    },
    async close(orderNo) {
      const r = await call('alipay.trade.close', { bizContent: { out_trade_no: orderNo } });
      if (r.code !== '10000' && r.subCode !== 'ACQ.TRADE_NOT_EXIST') throw fail('close', r);
    },
    ...alipayWapPay(sdk, cfg.notifyUrl),
    verifyNotification: (raw) => verifyAlipayNotification(sdk, cfg, raw),
    reply: alipayReply,
    ...alipayRefunds((method, bizContent) => call(method, { bizContent })),
  };
}
