import type { JsapiParams, PhonePayContext } from '@lucina/contracts';

/** One payment method (WeChat Pay or Alipay), real or sandbox, behind the same shape. */
export type PayMethod = 'wechat' | 'alipay';
export type { JsapiParams, PhonePayContext };

/** A payment asked from a phone: the order, where the buyer comes back to, and who and where the buyer is. */
export interface PhonePayInput {
  context: PhonePayContext;
  orderNo: string;
  amountFen: number;
  subject: string;
  expiresAt: Date;
  /** Our page the provider's cashier returns to (it only shows the order; a return settles nothing). */
  returnUrl: string;
  /** WeChat Pay H5 wants the buyer's IP in scene_info. */
  clientIp: string;
  /** WeChat Pay JSAPI: the payer's openid under the pay appid. */
  openid?: string;
}

/**
 * redirect: the page to open; jsapi: the signed getBrandWCPayRequest parameters, and, from the sandbox only, the
 * page that stands in for WeChat's pay sheet.
 */
export type PhonePay =
  { kind: 'redirect'; url: string } | { kind: 'jsapi'; params: JsapiParams; sandboxSheetUrl: string | null };

/** A payment the provider vouched for: a verified notification or a paid query result. */
export interface VerifiedPayment {
  method: PayMethod;
  orderNo: string;
  transactionId: string;
  amountFen: number;
  paidAt: Date;
  payload: unknown;
}

export type QueryResult = { state: 'paid'; payment: VerifiedPayment } | { state: 'pending' | 'closed' | 'not_found' };

/** What the notify endpoint received, untouched: headers and the raw body text. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A verified notification that needs nothing from us (Alipay's trade-closed after a refund): acknowledged. */
export class NotifyIgnored extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'NotifyIgnored';
  }
}

/** The notification failed a check; nothing is recorded and the provider gets a failure reply. */
export class NotifyRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'NotifyRejected';
  }
}

/** A full refund of one payment, as the refund service asks for it. */
export interface RefundRequest {
  orderNo: string;
  transactionId: string;
  /** Ours, derived from the payment: the provider refunds one number once. */
  outRefundNo: string;
  amountFen: number;
  /** The payment's amount (WeChat Pay wants it beside the refund's). */
  totalFen: number;
  reason: string;
}

/**
 * A provider's word on a refund (its answer, a query or a verified notification). succeeded: the money
 * is on its way back; processing: the result comes later; failed: nothing was refunded, asking again is safe.
 */
export interface RefundOutcome {
  method: PayMethod;
  outRefundNo: string;
  state: 'succeeded' | 'processing' | 'failed';
  refundId: string | null;
  /** The amount the provider says it refunds, when it says one; checked against ours. */
  amountFen: number | null;
  /** The provider's words on a failure or an abnormal refund. */
  detail: string | null;
  payload: unknown;
}

export interface PayMethodProvider {
  method: PayMethod;
  /** sandbox | live */
  mode: 'sandbox' | 'live';
  /** The code URL to render as a QR code. */
  createQr(input: { orderNo: string; amountFen: number; subject: string; expiresAt: Date }): Promise<string>;
  /** The phone contexts this method serves (WeChat Pay: JSAPI and H5; Alipay: WAP). */
  phoneContexts: readonly PhonePayContext[];
  /** Pays from a phone: a redirect to the provider's cashier, or JSAPI parameters. */
  payForContext(input: PhonePayInput): Promise<PhonePay>;
  query(orderNo: string): Promise<QueryResult>;
  close(orderNo: string): Promise<void>;
  /** Verifies signature, freshness and merchant fields; throws NotifyRejected. */
  verifyNotification(raw: RawNotification): VerifiedPayment;
  /** Asks for the refund; throws ProviderError when the answer is unknown (asking again is safe). */
  refund(req: RefundRequest): Promise<RefundOutcome>;
  /** The provider's state of a refund asked before; null when it has none under that number. */
  queryRefund(req: RefundRequest): Promise<RefundOutcome | null>;
  /** Providers that announce refund results (WeChat Pay): verified exactly like payment notifications. */
  verifyRefundNotification?(raw: RawNotification): RefundOutcome;
  /** Reply bodies the provider expects. */
  reply: {
    ok: { status: number; type: string; body: string };
    fail: (reason: string) => { status: number; type: string; body: string };
  };
}

export function header(raw: RawNotification, name: string): string {
  const v = raw.headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}
