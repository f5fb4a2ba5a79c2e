import { fenToYuan, yuanToFen } from '@lucina/contracts';
import { ProviderError } from '../provider-error.js';
import type { RefundOutcome, RefundRequest } from './pay.provider.js';

/**
 * Alipay refunds: alipay.trade.refund answers synchronously (https://opendocs.alipay.com/open/4b7cc5db_alipay.trade.refund)
 * and alipay.trade.fastpay.refund.query confirms one. The same out_request_no asked again refunds nothing
 * more and answers fund_change N, which is what makes a retry safe.
 */

/** A gateway call whose answer's signature was checked (alipay-sdk's exec with validateSign), camelCased. */
export type AlipayExec = (method: string, bizContent: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** Codes after which the refund's fate is unknown: asking again with the same number is the way to learn it. */
const UNKNOWN = new Set(['20000', 'ACQ.SYSTEM_ERROR']);

const outcome = (
  req: RefundRequest,
  state: RefundOutcome['state'],
  r: Record<string, unknown>,
  detail: string | null,
) => ({
  method: 'alipay' as const,
  outRefundNo: req.outRefundNo,
  state,
  refundId: typeof r.tradeNo === 'string' ? `${r.tradeNo}#${req.outRefundNo}` : null,
  amountFen: null,
  detail,
  payload: r,
});

export function alipayRefunds(exec: AlipayExec) {
  const trade = (req: RefundRequest) => ({ out_trade_no: req.orderNo, trade_no: req.transactionId });

  async function queryRefund(req: RefundRequest): Promise<RefundOutcome | null> {
    const r = await exec('alipay.trade.fastpay.refund.query', { ...trade(req), out_request_no: req.outRefundNo });
    if (r.code !== '10000') throw new ProviderError('alipay', { op: 'refund query', code: r.code, subCode: r.subCode });
    // A 10000 without the refund's fields means Alipay has no refund under this number.
    const done = r.refundStatus === 'REFUND_SUCCESS' || (r.refundStatus === undefined && r.refundAmount !== undefined);
    if (!done) return null;
    return { ...outcome(req, 'succeeded', r, null), amountFen: yuanToFen(String(r.refundAmount ?? '')) };
  }

  return {
    async refund(req: RefundRequest): Promise<RefundOutcome> {
      const r = await exec('alipay.trade.refund', {
        ...trade(req),
        refund_amount: fenToYuan(req.amountFen),
        out_request_no: req.outRefundNo,
        refund_reason: req.reason,
      });
      if (r.code === '10000') {
        if (r.fundChange === 'Y') return outcome(req, 'succeeded', r, null);
        // N: this number was refunded before (a retry), or nothing moved; the query tells which.
        return (await queryRefund(req)) ?? outcome(req, 'processing', r, '支付宝未确认资金变动，请稍后刷新结果');
      }
      if (UNKNOWN.has(String(r.code)) || UNKNOWN.has(String(r.subCode))) {
        throw new ProviderError('alipay', { op: 'refund', code: r.code, subCode: r.subCode });
      }
      return outcome(req, 'failed', r, `${String(r.subCode ?? r.code)}：${String(r.subMsg ?? r.msg ?? '')}`);
    },
    queryRefund,
  };
}
