import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { ProviderError } from '../provider-error.js';
import {
  header,
  NotifyRejected,
  type PayMethodProvider,
  type QueryResult,
  type RawNotification,
  type VerifiedPayment,
} from './pay.provider.js';

/** WeChat Pay API v3 (Native): https://pay.weixin.qq.com/doc/v3/merchant/4012791874 */
export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (goes in the Authorization header). */
  serialNo: string;
  /** Merchant API private key, PEM. */
  privateKey: string;
  /** 32-byte APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  /** WeChat Pay platform public key (or certificate), PEM, that signs notifications. */
  platformPublicKey: string;
  /** Its id/serial: a notification naming another serial is refused. Empty: not checked. */
  platformSerial: string;
  apiBase: string;
  notifyUrl: string;
}

export const WECHAT_MAX_SKEW_MS = 5 * 60 * 1000;

const nonce = () => randomBytes(16).toString('hex');

/** The v3 signature: RSA-SHA256 over lines that each end with "\n". */
export function wechatSign(privateKey: string, lines: string[]): string {
  return createSign('RSA-SHA256')
    .update(lines.map((l) => `${l}\n`).join(''))
    .sign(privateKey, 'base64');
}

/** Authorization header of a request: signs "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n". */
export function wechatAuthorization(
  cfg: WechatPayConfig,
  method: string,
  urlPath: string,
  body: string,
  now = Date.now(),
) {
  const ts = String(Math.floor(now / 1000));
  const n = nonce();
  const signature = wechatSign(cfg.privateKey, [method, urlPath, ts, n, body]);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchId}",nonce_str="${n}",signature="${signature}",timestamp="${ts}",serial_no="${cfg.serialNo}"`;
}

export function aesGcmDecrypt(apiV3Key: string, nonceText: string, associatedData: string, ciphertext: string): string {
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonceText, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

export function aesGcmEncrypt(apiV3Key: string, nonceText: string, associatedData: string, plain: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonceText, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const enc = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return enc.toString('base64');
}

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
}

/** Checks a decrypted or queried transaction against our merchant and returns the payment. */
function paymentOf(cfg: WechatPayConfig, tx: Transaction, payload: unknown): VerifiedPayment {
  if (tx.mchid !== cfg.mchId) throw new NotifyRejected('mchid mismatch');
  if (tx.appid !== cfg.appId) throw new NotifyRejected('appid mismatch');
  if (tx.trade_state !== 'SUCCESS') throw new NotifyRejected(`trade_state ${tx.trade_state}`);
  const total = tx.amount?.total;
  if (!tx.out_trade_no || !tx.transaction_id || !Number.isSafeInteger(total) || total! <= 0) {
    throw new NotifyRejected('incomplete transaction');
  }
  const paidAt = tx.success_time ? new Date(tx.success_time) : new Date();
  return {
    method: 'wechat',
    orderNo: tx.out_trade_no,
    transactionId: tx.transaction_id,
    amountFen: total!,
    paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
    payload,
  };
}

/** Checks WeChat Pay's signature headers over a raw body (notifications and API responses alike). */
export function checkWechatSignature(cfg: WechatPayConfig, raw: RawNotification, now = Date.now()) {
  const ts = header(raw, 'wechatpay-timestamp');
  const n = header(raw, 'wechatpay-nonce');
  const signature = header(raw, 'wechatpay-signature');
  const serial = header(raw, 'wechatpay-serial');
  if (!/^\d{1,12}$/.test(ts) || !n || !signature) throw new NotifyRejected('missing signature headers');
  if (Math.abs(now - Number(ts) * 1000) > WECHAT_MAX_SKEW_MS) throw new NotifyRejected('stale timestamp');
  if (cfg.platformSerial && serial !== cfg.platformSerial) throw new NotifyRejected('unknown platform serial');
  let valid = false;
  try {
    valid = createVerify('RSA-SHA256')
      .update(`${ts}\n${n}\n${raw.body}\n`)
      .verify(cfg.platformPublicKey, signature, 'base64');
  } catch {
    valid = false;
  }
  if (!valid) throw new NotifyRejected('bad signature');
}

/** Verifies a notification on its raw body: platform signature, 5-minute window, AES-256-GCM resource, merchant fields. */
export function verifyWechatNotification(
  cfg: WechatPayConfig,
  raw: RawNotification,
  now = Date.now(),
): VerifiedPayment {
  checkWechatSignature(cfg, raw, now);
  let tx: Transaction;
  try {
    const event = JSON.parse(raw.body) as {
      event_type?: string;
      resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string };
    };
    if (event.event_type !== 'TRANSACTION.SUCCESS') throw new NotifyRejected(`event ${event.event_type}`);
    const r = event.resource;
    if (!r || r.algorithm !== 'AEAD_AES_256_GCM') throw new NotifyRejected('unsupported resource');
    tx = JSON.parse(aesGcmDecrypt(cfg.apiV3Key, r.nonce, r.associated_data ?? '', r.ciphertext)) as Transaction;
  } catch (err) {
    if (err instanceof NotifyRejected) throw err;
    throw new NotifyRejected('undecryptable resource');
  }
  return paymentOf(cfg, tx, tx);
}

/** Builds a notification exactly as WeChat Pay sends one, signed with `platformPrivateKey` (sandbox and tests). */
export function buildWechatNotification(
  cfg: Pick<WechatPayConfig, 'apiV3Key' | 'platformSerial'> & { platformPrivateKey: string },
  tx: Transaction,
  now = Date.now(),
): RawNotification {
  const resourceNonce = randomBytes(6).toString('hex');
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: new Date(now).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: aesGcmEncrypt(cfg.apiV3Key, resourceNonce, 'transaction', JSON.stringify(tx)),
      associated_data: 'transaction',
      nonce: resourceNonce,
    },
  });
  const ts = String(Math.floor(now / 1000));
  const n = nonce();
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': n,
      'wechatpay-serial': cfg.platformSerial,
      'wechatpay-signature': wechatSign(cfg.platformPrivateKey, [ts, n, body]),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
    body,
  };
}

export const wechatReply = {
  ok: { status: 204, type: 'application/json', body: '' },
  fail: (reason: string) => ({
    status: 400,
    type: 'application/json',
    body: JSON.stringify({ code: 'FAIL', message: reason }),
  }),
};

/** The live provider: Native order, query, close over HTTPS with signed requests. */
export function createWechatPay(cfg: WechatPayConfig, fetchImpl: typeof fetch = fetch): PayMethodProvider {
  async function call(method: 'GET' | 'POST', urlPath: string, payload?: object) {
    const body = payload ? JSON.stringify(payload) : '';
    const res = await fetchImpl(`${cfg.apiBase}${urlPath}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: wechatAuthorization(cfg, method, urlPath, body),
      },
      ...(payload ? { body } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (res.status === 200) {
      // A forged answer must not grant anything: successful replies carry the platform signature too.
      try {
        checkWechatSignature(cfg, { headers: Object.fromEntries(res.headers), body: text });
      } catch (err) {
        throw new ProviderError('wechatpay', { op: urlPath, reason: (err as Error).message });
      }
    }
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { status: res.status, json };
  }
  const byOrderNo = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;

  return {
    method: 'wechat',
    mode: 'live',
    async createQr({ orderNo, amountFen, subject, expiresAt }) {
      const { status, json } = await call('POST', '/v3/pay/transactions/native', {
        appid: cfg.appId,
        mchid: cfg.mchId,
        description: subject,
        out_trade_no: orderNo,
        time_expire: expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        notify_url: cfg.notifyUrl,
        amount: { total: amountFen, currency: 'CNY' },
      });
      if (status !== 200 || typeof json.code_url !== 'string') {
        throw new ProviderError('wechatpay', { op: 'native', status, code: json.code });
      }
      return json.code_url;
    },
    async query(orderNo): Promise<QueryResult> {
      const { status, json } = await call('GET', `${byOrderNo(orderNo)}?mchid=${encodeURIComponent(cfg.mchId)}`);
      if (status === 404 || json.code === 'ORDER_NOT_EXIST') return { state: 'not_found' };
      if (status !== 200) throw new ProviderError('wechatpay', { op: 'query', status, code: json.code });
      const state = json.trade_state;
      if (state === 'SUCCESS') return { state: 'paid', payment: paymentOf(cfg, json as Transaction, json) };
      return { state: state === 'CLOSED' || state === 'REVOKED' || state === 'PAYERROR' ? 'closed' : 'pending' };
    },
    async close(orderNo) {
      const { status } = await call('POST', `${byOrderNo(orderNo)}/close`, { mchid: cfg.mchId });
      if (status !== 204 && status !== 200) throw new ProviderError('wechatpay', { op: 'close', status });
    },
    verifyNotification: (raw) => verifyWechatNotification(cfg, raw),
    reply: wechatReply,
  };
}
