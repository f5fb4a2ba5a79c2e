import { ProviderError } from '../provider-error.js';
import { NotifyRejected, type RawNotification, type RefundOutcome, type RefundRequest } from './pay.provider.js';
import type { WechatCall } from './wechat.pay.js';
import { buildWechatEvent, openWechatEvent, type WechatPayConfig } from './wechat-signing.js';

/**
 * WeChat Pay v3 domestic refunds: POST /v3/refund/domestic/refunds, GET …/refunds/{out_refund_no}, and
 * the REFUND.* notification (https://pay.weixin.qq.com/doc/v3/merchant/4012791862). The same out_refund_no
 * asked twice is one refund at WeChat Pay, which is what makes a retry safe.
 */

/** The refund object of the create and query answers. */
export interface WechatRefund {
  refund_id?: string;
  out_refund_no?: string;
  transaction_id?: string;
  out_trade_no?: string;
  /** SUCCESS | PROCESSING | ABNORMAL | CLOSED */
  status?: string;
  success_time?: string;
  amount?: { total?: number; refund?: number; currency?: string };
}

/** The decrypted resource of a REFUND.* notification. */
export interface WechatRefundNotice {
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  out_refund_no?: string;
  refund_id?: string;
  refund_status?: string;
  success_time?: string;
  amount?: { total?: number; refund?: number; payer_total?: number; payer_refund?: number };
}

const STATE: Record<string, RefundOutcome['state']> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  // The bank refused the original route (card cancelled or frozen): not final, the merchant platform resolves it.
  ABNORMAL: 'processing',
  CLOSED: 'failed',
};

const DETAIL: Record<string, string> = {
  ABNORMAL: '退款异常：用户的银行卡不可用，请在微信支付商户平台处理',
  CLOSED: '退款已关闭',
};

function outcomeOf(
  status: string | undefined,
  r: { out_refund_no?: string; refund_id?: string; amount?: { refund?: number } },
  payload: unknown,
): RefundOutcome {
  const state = STATE[status ?? ''];
  if (!state || !r.out_refund_no) {
    throw new ProviderError('wechatpay', { op: 'refund', reason: `unknown refund status ${status}` });
  }
  const amount = r.amount?.refund;
  return {
    method: 'wechat',
    outRefundNo: r.out_refund_no,
    state,
    refundId: r.refund_id ?? null,
    amountFen: Number.isSafeInteger(amount) ? amount! : null,
    detail: DETAIL[status!] ?? null,
    payload,
  };
}

/** 4xx answers (other than rate limiting) are refusals: nothing was refunded and asking again is safe. */
function refused(req: RefundRequest, status: number, json: Record<string, unknown>): RefundOutcome {
  return {
    method: 'wechat',
    outRefundNo: req.outRefundNo,
    state: 'failed',
    refundId: null,
    amountFen: null,
    detail: `${String(json.code ?? status)}：${String(json.message ?? '')}`,
    payload: json,
  };
}

const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

export function verifyWechatRefundNotification(cfg: WechatPayConfig, raw: RawNotification, now = Date.now()) {
  const { resource } = openWechatEvent<WechatRefundNotice>(
    cfg,
    raw,
    { events: ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'], originalType: 'refund' },
    now,
  );
  if (resource.mchid !== cfg.mchId) throw new NotifyRejected('mchid mismatch');
  if (!resource.out_refund_no || !resource.out_trade_no) throw new NotifyRejected('incomplete refund');
  try {
    return outcomeOf(resource.refund_status, resource, resource);
  } catch {
    throw new NotifyRejected(`refund_status ${resource.refund_status}`);
  }
}

/** A refund notification exactly as WeChat Pay posts one (sandbox and tests). */
export function buildWechatRefundNotification(
  cfg: Pick<WechatPayConfig, 'apiV3Key' | 'platformSerial'> & { platformPrivateKey: string },
  notice: WechatRefundNotice,
  now = Date.now(),
): RawNotification {
  const status = notice.refund_status ?? 'SUCCESS';
  const summary = status === 'SUCCESS' ? '退款成功' : status === 'CLOSED' ? '退款关闭' : '退款异常';
  return buildWechatEvent(
    cfg,
    { eventType: `REFUND.${status}`, summary, originalType: 'refund', resource: notice },
    now,
  );
}

/** The refund half of the provider, over the same signed caller as payments. */
export function wechatRefunds(cfg: WechatPayConfig, call: WechatCall) {
  return {
    async refund(req: RefundRequest): Promise<RefundOutcome> {
      const { status, json } = await call('POST', '/v3/refund/domestic/refunds', {
        transaction_id: req.transactionId,
        out_refund_no: req.outRefundNo,
        reason: req.reason,
        notify_url: cfg.refundNotifyUrl,
        amount: { refund: req.amountFen, total: req.totalFen, currency: 'CNY' },
      });
      if (status === 200) return outcomeOf(json.status as string, json as WechatRefund, json);
      if (isRefusal(status)) return refused(req, status, json);
      throw new ProviderError('wechatpay', { op: 'refund', status, code: json.code });
    },
    async queryRefund(req: RefundRequest): Promise<RefundOutcome | null> {
      const { status, json } = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(req.outRefundNo)}`);
      if (status === 404 || json.code === 'RESOURCE_NOT_EXISTS') return null;
      if (status === 200) return outcomeOf(json.status as string, json as WechatRefund, json);
      throw new ProviderError('wechatpay', { op: 'refund query', status, code: json.code });
    },
    verifyRefundNotification: (raw: RawNotification) => verifyWechatRefundNotification(cfg, raw),
  };
}
