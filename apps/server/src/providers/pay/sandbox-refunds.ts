import { createSign, createVerify, randomBytes } from 'node:crypto';
import { fenToYuan, yuanToFen } from '@lucina/contracts';
import type { AlipaySdk } from 'alipay-sdk';
import type { AlipayExec } from './alipay-refund.js';
import type { RawNotification } from './pay.provider.js';
import { buildWechatRefundNotification, type WechatRefundNotice } from './wechat-refund.js';
import { wechatSignedHeaders, type WechatPayConfig } from './wechat-signing.js';

/**
 * The sandbox's stand-ins for the providers' refund APIs, answering as the real ones do (signed with the
 * sandbox platform keys), so the live providers' code parses and verifies them. They know the payments the
 * sandbox cashier made on this instance; any other transaction is unknown to them, as to the real ones.
 */
type Trade = { orderNo: string; amountFen: number };

export function createSandboxTrades() {
  const trades = new Map<string, Trade>();
  return {
    remember: (method: 'wechat' | 'alipay', t: { transactionId: string } & Trade) =>
      void trades.set(`${method}:${t.transactionId}`, { orderNo: t.orderNo, amountFen: t.amountFen }),
    find: (method: 'wechat' | 'alipay', transactionId: string) => trades.get(`${method}:${transactionId}`),
  };
}
type Trades = ReturnType<typeof createSandboxTrades>;

const json = (status: number, body: object, sign?: (text: string) => Record<string, string>) => {
  const text = JSON.stringify(body);
  return new Response(text, { status, headers: sign ? sign(text) : { 'content-type': 'application/json' } });
};

/**
 * WeChat Pay's refund endpoints as a fetch: checks the merchant's request signature, answers PROCESSING
 * (signed with the platform key), then posts the REFUND.SUCCESS notification through `deliver`.
 */
export function sandboxWechatRefundApi(input: {
  cfg: WechatPayConfig;
  merchantPublicKey: string;
  platformPrivateKey: string;
  trades: Trades;
  deliver: () => ((raw: RawNotification) => Promise<void>) | null;
}): typeof fetch {
  const { cfg, trades } = input;
  const refunds = new Map<string, WechatRefundNotice & { status: string; create_time: string }>();
  const signed = (text: string) => wechatSignedHeaders({ ...cfg, platformPrivateKey: input.platformPrivateKey }, text);
  const answer = (r: WechatRefundNotice & { status: string; create_time: string }) => {
    const { mchid: _mchid, refund_status: _state, ...rest } = r;
    return json(200, { ...rest, channel: 'ORIGINAL', user_received_account: '支付用户零钱' }, signed);
  };

  const impl = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url), 'https://sandbox.invalid');
    const path = u.pathname + u.search;
    const body = typeof init?.body === 'string' ? init.body : '';
    const auth = String(new Headers(init?.headers).get('authorization') ?? '');
    const m = /nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)"/.exec(auth);
    const genuine =
      m !== null &&
      createVerify('RSA-SHA256')
        .update(`${init?.method}\n${path}\n${m[3]}\n${m[1]}\n${body}\n`)
        .verify(input.merchantPublicKey, m[2]!, 'base64');
    if (!genuine) return json(401, { code: 'SIGN_ERROR', message: '签名错误' });

    if (init?.method === 'GET') {
      const r = refunds.get(decodeURIComponent(u.pathname.split('/').pop() ?? ''));
      return r ? answer(r) : json(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
    }
    const req = JSON.parse(body) as {
      transaction_id: string;
      out_refund_no: string;
      amount: { refund: number; total: number };
    };
    const existing = refunds.get(req.out_refund_no);
    if (existing) return answer(existing);
    const trade = trades.find('wechat', req.transaction_id);
    if (!trade) return json(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    if (req.amount.total !== trade.amountFen || req.amount.refund <= 0 || req.amount.refund > trade.amountFen) {
      return json(400, { code: 'INVALID_REQUEST', message: '退款金额与订单金额不符' });
    }
    const refund: WechatRefundNotice & { status: string; create_time: string } = {
      mchid: cfg.mchId,
      refund_id: `50000${Date.now()}${randomBytes(4).toString('hex')}`,
      out_refund_no: req.out_refund_no,
      transaction_id: req.transaction_id,
      out_trade_no: trade.orderNo,
      status: 'PROCESSING',
      refund_status: 'SUCCESS',
      create_time: new Date().toISOString(),
      amount: {
        total: trade.amountFen,
        refund: req.amount.refund,
        payer_total: trade.amountFen,
        payer_refund: req.amount.refund,
      },
    };
    refunds.set(req.out_refund_no, refund);
    const response = answer(refund);
    // The money is back a moment later, as WeChat Pay tells it: by notification.
    setImmediate(() => {
      refund.status = 'SUCCESS';
      refund.success_time = new Date().toISOString();
      const deliver = input.deliver();
      if (!deliver) return;
      const { status: _status, create_time: _created, ...notice } = refund;
      void deliver(
        buildWechatRefundNotification({ ...cfg, platformPrivateKey: input.platformPrivateKey }, notice),
      ).catch(() => undefined);
    });
    return response;
  };
  return impl as typeof fetch;
}

const camel = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), v]));

/**
 * Alipay's gateway for refunds: answers as alipay.trade.refund and alipay.trade.fastpay.refund.query do,
 * signed with the platform key, and checks the signature with alipay-sdk's own checkResponseSign.
 */
export function sandboxAlipayRefundGateway(input: {
  sdk: AlipaySdk;
  platformPrivateKey: string;
  trades: Trades;
}): AlipayExec {
  const refunds = new Map<string, { tradeNo: string; orderNo: string; amountFen: number }>();
  const respond = (method: string, body: Record<string, unknown>) => {
    const key = `${method.replaceAll('.', '_')}_response`;
    const text = JSON.stringify(body);
    const sign = createSign('RSA-SHA256').update(text, 'utf8').sign(input.platformPrivateKey, 'base64');
    const raw = `{"${key}":${text},"sign":"${sign}"}`;
    input.sdk.checkResponseSign(raw, key, sign, '');
    return camel(JSON.parse(raw)[key] as Record<string, unknown>);
  };

  return async (method, biz) => {
    const tradeNo = String(biz.trade_no ?? '');
    const requestNo = String(biz.out_request_no ?? '');
    const trade = input.trades.find('alipay', tradeNo);
    const done = refunds.get(requestNo);
    if (method === 'alipay.trade.fastpay.refund.query') {
      const base = { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: tradeNo };
      if (!done) return respond(method, base);
      return respond(method, {
        ...base,
        out_request_no: requestNo,
        refund_amount: fenToYuan(done.amountFen),
        total_amount: fenToYuan(done.amountFen),
        refund_status: 'REFUND_SUCCESS',
      });
    }
    if (!trade) {
      return respond(method, {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.TRADE_NOT_EXIST',
        sub_msg: '交易不存在',
      });
    }
    const amountFen = yuanToFen(String(biz.refund_amount ?? ''));
    if (!done && amountFen !== trade.amountFen) {
      return respond(method, {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
        sub_msg: '退款金额超限',
      });
    }
    if (!done) refunds.set(requestNo, { tradeNo, orderNo: trade.orderNo, amountFen: trade.amountFen });
    return respond(method, {
      code: '10000',
      msg: 'Success',
      trade_no: tradeNo,
      out_trade_no: trade.orderNo,
      buyer_logon_id: 'san***@sandbox.com',
      fund_change: done ? 'N' : 'Y',
      refund_fee: fenToYuan(trade.amountFen),
      gmt_refund_pay: new Date().toISOString().slice(0, 19).replace('T', ' '),
    });
  };
}
