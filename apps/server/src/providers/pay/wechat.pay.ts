import { ProviderError } from '../provider-error.js';
import {
  NotifyRejected,
  type PayMethodProvider,
  type QueryResult,
  type RawNotification,
  type VerifiedPayment,
} from './pay.provider.js';
import { wechatPhonePay } from './wechat-phone.js';
import { wechatRefunds } from './wechat-refund.js';
import {
  buildWechatEvent,
  checkWechatSignature,
  openWechatEvent,
  wechatAuthorization,
  wechatTime,
  type WechatPayConfig,
} from './wechat-signing.js';

export * from './wechat-signing.js';

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

/** Verifies a notification on its raw body: platform signature, 5-minute window, AES-256-GCM resource, merchant fields. */
export function verifyWechatNotification(
  cfg: WechatPayConfig,
  raw: RawNotification,
  now = Date.now(),
): VerifiedPayment {
  const { resource } = openWechatEvent<Transaction>(
    cfg,
    raw,
    { events: ['TRANSACTION.SUCCESS'], originalType: 'transaction' },
    now,
  );
  return paymentOf(cfg, resource, resource);
}

/** A payment notification exactly as WeChat Pay sends one, signed with `platformPrivateKey` (sandbox and tests). */
export function buildWechatNotification(
  cfg: Pick<WechatPayConfig, 'apiV3Key' | 'platformSerial'> & { platformPrivateKey: string },
  tx: Transaction,
  now = Date.now(),
): RawNotification {
  return buildWechatEvent(
    cfg,
    { eventType: 'TRANSACTION.SUCCESS', summary: '支付成功', originalType: 'transaction', resource: tx },
    now,
  );
}

export const wechatReply = {
  ok: { status: 204, type: 'application/json', body: '' },
  fail: (reason: string) => ({
    status: 400,
    type: 'application/json',
    body: JSON.stringify({ code: 'FAIL', message: reason }),
  }),
};

/** A signed call to the v3 API; a 200 answer must carry the platform's signature or it is refused. */
export type WechatCall = (
  method: 'GET' | 'POST',
  urlPath: string,
  payload?: object,
) => Promise<{ status: number; json: Record<string, unknown> }>;

export function wechatCaller(cfg: WechatPayConfig, fetchImpl: typeof fetch = fetch): WechatCall {
  return async (method, urlPath, payload) => {
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
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new ProviderError('wechatpay', { op: urlPath, status: res.status, reason: 'not JSON' });
    }
    return { status: res.status, json };
  };
}

/** The live provider: Native, JSAPI and H5 orders, query, close and refunds over HTTPS with signed requests. */
export function createWechatPay(cfg: WechatPayConfig, fetchImpl: typeof fetch = fetch): PayMethodProvider {
  const call = wechatCaller(cfg, fetchImpl);
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
        time_expire: wechatTime(expiresAt),
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
    ...wechatPhonePay(cfg, call),
    verifyNotification: (raw) => verifyWechatNotification(cfg, raw),
    reply: wechatReply,
    ...wechatRefunds(cfg, call),
  };
}
