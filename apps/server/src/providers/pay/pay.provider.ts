/** One payment method (WeChat Pay or Alipay), real or sandbox, behind the same shape. */
export type PayMethod = 'wechat' | 'alipay';

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

/** The notification failed a check; nothing is recorded and the provider gets a failure reply. */
export class NotifyRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'NotifyRejected';
  }
}

export interface PayMethodProvider {
  method: PayMethod;
  /** sandbox | live */
  mode: 'sandbox' | 'live';
  /** The code URL to render as a QR code. */
  createQr(input: { orderNo: string; amountFen: number; subject: string; expiresAt: Date }): Promise<string>;
  query(orderNo: string): Promise<QueryResult>;
  close(orderNo: string): Promise<void>;
  /** Verifies signature, freshness and merchant fields; throws NotifyRejected. */
  verifyNotification(raw: RawNotification): VerifiedPayment;
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
