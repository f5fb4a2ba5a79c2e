import { createServer, type Server } from 'node:http';
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import {
  buildAlipayNotification,
  createAlipay,
  createAlipaySdk,
  verifyAlipayNotification,
} from '../../src/providers/pay/alipay.pay.js';
import { createWechatPay, wechatSign, type WechatPayConfig } from '../../src/providers/pay/wechat.pay.js';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('WeChat Pay v3 live provider', () => {
  const merchant = pair();
  const platform = pair();
  const cfg: WechatPayConfig = {
    mchId: '1900000109',
    appId: 'wx0000000000000001',
    serialNo: 'MCHSERIAL',
    privateKey: merchant.privateKey,
    apiV3Key: randomBytes(16).toString('hex'),
    platformPublicKey: platform.publicKey,
    platformSerial: 'PUB_KEY_ID_1',
    apiBase: 'https://api.mch.example',
    notifyUrl: 'https://lucina.example/api/pay/notify/wechat',
    refundNotifyUrl: 'https://lucina.example/api/pay/notify/wechat/refund',
  };
  /** A fake WeChat Pay that checks our request signature and signs its answers with the platform key. */
  function fakeWechat(
    answer: (path: string, body: string) => { status: number; json?: object },
    signWith = platform.privateKey,
  ) {
    const seen: { method: string; path: string; body: string }[] = [];
    const impl = async (url: string | URL | Request, init?: RequestInit) => {
      const u = new URL(String(url));
      const path = u.pathname + u.search;
      const body = (init?.body as string) ?? '';
      const auth = String((init?.headers as Record<string, string>).authorization);
      const m = /mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"/.exec(auth)!;
      const ok = createVerify('RSA-SHA256')
        .update(`${init!.method}\n${path}\n${m[4]}\n${m[2]}\n${body}\n`)
        .verify(merchant.publicKey, m[3]!, 'base64');
      if (!ok || m[1] !== cfg.mchId || m[5] !== cfg.serialNo)
        return new Response('{"code":"SIGN_ERROR"}', { status: 401 });
      seen.push({ method: init!.method!, path, body });
      const a = answer(path, body);
      const text = a.json ? JSON.stringify(a.json) : '';
      const ts = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(8).toString('hex');
      const headers = {
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': cfg.platformSerial,
        'wechatpay-signature': wechatSign(signWith, [ts, nonce, text]),
      };
      return new Response(a.status === 204 ? null : text, { status: a.status, headers });
    };
    return { impl: impl as typeof fetch, seen };
  }

  it('creates a Native order with a signed request and queries and closes it', async () => {
    const paid = {
      appid: cfg.appId,
      mchid: cfg.mchId,
      out_trade_no: 'LC1',
      transaction_id: 'T1',
      trade_state: 'SUCCESS',
      amount: { total: 2392 },
    };
    const fake = fakeWechat((path) => {
      if (path === '/v3/pay/transactions/native')
        return { status: 200, json: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } };
      if (path.includes('/close')) return { status: 204 };
      if (path.includes('LC404')) return { status: 404, json: { code: 'ORDER_NOT_EXIST' } };
      return { status: 200, json: paid };
    });
    const p = createWechatPay(cfg, fake.impl);
    const expiresAt = new Date('2026-11-28T16:30:00.000Z');
    const code = await p.createQr({ orderNo: 'LC1', amountFen: 2392, subject: '基础会员', expiresAt });
    expect(code).toBe('weixin://wxpay/bizpayurl?pr=abc');
    expect(JSON.parse(fake.seen[0]!.body)).toMatchObject({
      mchid: cfg.mchId,
      out_trade_no: 'LC1',
      // Beijing time, past midnight there while it is still the 28th in UTC.
      time_expire: '2026-11-29T00:30:00+08:00',
      amount: { total: 2392, currency: 'CNY' },
    });
    expect(await p.query('LC1')).toMatchObject({ state: 'paid', payment: { amountFen: 2392, transactionId: 'T1' } });
    expect(await p.query('LC404')).toEqual({ state: 'not_found' });
    await p.close('LC1');
    expect(fake.seen.at(-1)).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/out-trade-no/LC1/close' });
  });

  it('asks for a refund with the payment’s transaction, reads PROCESSING, a refusal, and an unknown refund', async () => {
    const refund = {
      orderNo: 'LC1',
      transactionId: 'T1',
      outRefundNo: 'RFLC1-0A1B2C3D',
      amountFen: 2392,
      totalFen: 2392,
      reason: '用户申请退款',
    };
    const fake = fakeWechat((path, body) => {
      if (path.includes('NOTENOUGH') || JSON.parse(body || '{}').out_refund_no === 'RF-POOR')
        return { status: 403, json: { code: 'NOT_ENOUGH', message: '基本账户余额不足' } };
      if (path.startsWith('/v3/refund/domestic/refunds/'))
        return { status: 404, json: { code: 'RESOURCE_NOT_EXISTS' } };
      return {
        status: 200,
        json: { refund_id: 'R9', out_refund_no: refund.outRefundNo, status: 'PROCESSING', amount: { refund: 2392 } },
      };
    });
    const p = createWechatPay(cfg, fake.impl);
    expect(await p.refund(refund)).toMatchObject({ state: 'processing', refundId: 'R9', amountFen: 2392 });
    expect(JSON.parse(fake.seen[0]!.body)).toEqual({
      transaction_id: 'T1',
      out_refund_no: refund.outRefundNo,
      reason: '用户申请退款',
      notify_url: cfg.refundNotifyUrl,
      amount: { refund: 2392, total: 2392, currency: 'CNY' },
    });
    expect(await p.refund({ ...refund, outRefundNo: 'RF-POOR' })).toMatchObject({
      state: 'failed',
      detail: 'NOT_ENOUGH：基本账户余额不足',
    });
    expect(await p.queryRefund(refund)).toBeNull();
  });

  it('refuses a query answer not signed by the platform key', async () => {
    const fake = fakeWechat(() => ({ status: 200, json: { trade_state: 'SUCCESS' } }), pair().privateKey);
    await expect(createWechatPay(cfg, fake.impl).query('LC1')).rejects.toThrow();
  });
});

describe('Alipay live provider (alipay-sdk against a fake gateway)', () => {
  const app = pair();
  const platform = pair();
  let server: Server;
  let gateway = '';
  const tradeState = new Map<string, string>();
  const requests: { method: string; timestamp: string; signedByApp: boolean }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const params = new URLSearchParams(new URL(req.url!, 'http://x').search);
        new URLSearchParams(raw).forEach((v, k) => params.set(k, v));
        const method = params.get('method')!;
        const biz = JSON.parse(params.get('biz_content') ?? '{}');
        // Alipay verifies every request over its sorted parameters (all but sign) with the app's public key.
        const content = [...params.keys()]
          .filter((k) => k !== 'sign')
          .sort()
          .map((k) => `${k}=${params.get(k)}`)
          .join('&');
        const signedByApp = createVerify('RSA-SHA256')
          .update(content, 'utf8')
          .verify(app.publicKey, params.get('sign') ?? '', 'base64');
        requests.push({ method, timestamp: params.get('timestamp') ?? '', signedByApp });
        const key = `${method.replace(/\./g, '_')}_response`;
        let out: object;
        if (method === 'alipay.trade.precreate')
          out = {
            code: '10000',
            msg: 'Success',
            out_trade_no: biz.out_trade_no,
            qr_code: 'https://qr.alipay.com/bax01',
          };
        else if (!tradeState.has(biz.out_trade_no))
          out = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
        else
          out = {
            code: '10000',
            msg: 'Success',
            out_trade_no: biz.out_trade_no,
            trade_no: '2026X',
            trade_status: tradeState.get(biz.out_trade_no),
            total_amount: '19.90',
          };
        const text = JSON.stringify(out);
        const sign = createSign('RSA-SHA256').update(text).sign(platform.privateKey, 'base64');
        res.setHeader('content-type', 'application/json;charset=utf-8');
        res.end(`{"${key}":${text},"sign":"${sign}"}`);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** The live provider against the fake gateway. */
  const liveAlipay = () =>
    createAlipay({
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: platform.publicKey,
      sellerId: '2088000000000001',
      gateway,
      notifyUrl: 'https://x/n',
    });

  it('precreates, treats ACQ.TRADE_NOT_EXIST as not scanned, and reads a paid trade', async () => {
    const p = liveAlipay();
    expect(await p.createQr({ orderNo: 'LC9', amountFen: 1990, subject: '单次测评', expiresAt: new Date() })).toBe(
      'https://qr.alipay.com/bax01',
    );
    expect(await p.query('LC9')).toEqual({ state: 'not_found' });
    tradeState.set('LC9', 'WAIT_BUYER_PAY');
    expect(await p.query('LC9')).toEqual({ state: 'pending' });
    tradeState.set('LC9', 'TRADE_SUCCESS');
    expect(await p.query('LC9')).toMatchObject({ state: 'paid', payment: { amountFen: 1990, transactionId: '2026X' } });
  });

  it('signs every request and stamps it in Beijing time, on a host in any time zone', async () => {
    requests.length = 0;
    const p = liveAlipay();
    await p.createQr({ orderNo: 'LC10', amountFen: 990, subject: '单次测评', expiresAt: new Date() });
    await p.query('LC10');
    const beijingNow = Date.now() + 8 * 3_600_000;
    expect(requests.map((r) => r.method)).toEqual(['alipay.trade.precreate', 'alipay.trade.query']);
    for (const r of requests) {
      expect(r.signedByApp).toBe(true);
      expect(r.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Read as UTC, the Beijing wall clock is eight hours ahead of now.
      expect(Math.abs(Date.parse(`${r.timestamp.replace(' ', 'T')}Z`) - beijingNow)).toBeLessThan(60_000);
    }
  });
});

describe('Alipay live refunds (alipay.trade.refund against the fake gateway)', () => {
  const app = pair();
  const platform = pair();
  let server: Server;
  let gateway = '';
  const asked: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const params = new URLSearchParams(new URL(req.url!, 'http://x').search);
        new URLSearchParams(raw).forEach((v, k) => params.set(k, v));
        const method = params.get('method')!;
        const biz = JSON.parse(params.get('biz_content') ?? '{}');
        asked.push({ method, ...biz });
        const out =
          biz.out_request_no === 'RF-FORGED' || biz.out_request_no === 'RF-OK'
            ? { code: '10000', msg: 'Success', trade_no: biz.trade_no, fund_change: 'Y', refund_fee: biz.refund_amount }
            : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
        const text = JSON.stringify(out);
        const key = biz.out_request_no === 'RF-FORGED' ? app.privateKey : platform.privateKey;
        const sign = createSign('RSA-SHA256').update(text).sign(key, 'base64');
        res.setHeader('content-type', 'application/json;charset=utf-8');
        res.end(`{"${method.replace(/\./g, '_')}_response":${text},"sign":"${sign}"}`);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('reads fund_change Y as refunded, a business failure as failed, and refuses an answer signed by another key', async () => {
    const p = createAlipay({
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: platform.publicKey,
      sellerId: '2088000000000001',
      gateway,
      notifyUrl: 'https://x/n',
    });
    const req = {
      orderNo: 'LC9',
      transactionId: '2026X',
      outRefundNo: 'RF-OK',
      amountFen: 1990,
      totalFen: 1990,
      reason: '重复购买',
    };
    expect(await p.refund(req)).toMatchObject({ state: 'succeeded', method: 'alipay' });
    expect(asked[0]).toMatchObject({
      method: 'alipay.trade.refund',
      out_trade_no: 'LC9',
      trade_no: '2026X',
      refund_amount: '19.90',
      out_request_no: 'RF-OK',
      refund_reason: '重复购买',
    });
    expect(await p.refund({ ...req, outRefundNo: 'RF-GONE' })).toMatchObject({
      state: 'failed',
      detail: 'ACQ.TRADE_NOT_EXIST：交易不存在',
    });
    await expect(p.refund({ ...req, outRefundNo: 'RF-FORGED' })).rejects.toThrow(/验签失败/);
  });
});

describe('Alipay notifications', () => {
  const app = pair();
  const platform = pair();
  const cfg = {
    appId: '2021000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: platform.publicKey,
    sellerId: '2088000000000001',
    gateway: 'https://openapi.alipay.com/gateway.do',
    notifyUrl: '',
  };
  const sdk = createAlipaySdk(cfg);
  const order = { orderNo: 'LC1', amountFen: 1990, subject: '单次测评' };
  const signed = (sellerId: string) =>
    buildAlipayNotification({ appId: cfg.appId, sellerId, alipayPrivateKey: platform.privateKey }, order);

  it("always checks the seller: another seller's is refused, and with no seller configured every one is", () => {
    expect(verifyAlipayNotification(sdk, cfg, signed(cfg.sellerId))).toMatchObject({ orderNo: 'LC1', amountFen: 1990 });
    expect(() => verifyAlipayNotification(sdk, cfg, signed('2088999999999999'))).toThrow(/seller_id/);
    // Without a configured seller, a notification for any seller at all would otherwise settle the order.
    for (const seller of [cfg.sellerId, '2088999999999999']) {
      expect(() => verifyAlipayNotification(sdk, { ...cfg, sellerId: '' }, signed(seller))).toThrow(/seller_id/);
    }
  });
});

describe('payment config', () => {
  it('defaults to the sandbox with a 15-minute timeout and refuses half-configured live methods', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c.pay).toMatchObject({ provider: 'sandbox', orderTimeoutMs: 15 * 60_000, wechat: null, alipay: null });
    expect(() => loadConfig({ NODE_ENV: 'test', PAY_PROVIDER: 'live' })).toThrow(/WECHAT_PAY_\* or ALIPAY_\*/);
    expect(() => loadConfig({ NODE_ENV: 'test', ALIPAY_APP_ID: '1' })).toThrow(/Alipay needs/);
    const live = loadConfig({
      NODE_ENV: 'test',
      PAY_PROVIDER: 'live',
      ALIPAY_APP_ID: '1',
      ALIPAY_PRIVATE_KEY: 'k',
      ALIPAY_PUBLIC_KEY: 'p',
      ALIPAY_SELLER_ID: '2088000000000001',
    });
    expect(live.pay.alipay).toMatchObject({ appId: '1', sellerId: '2088000000000001' });
  });

  it('refuses live Alipay without ALIPAY_SELLER_ID, naming it, in production as anywhere', () => {
    const alipay = { PAY_PROVIDER: 'live', ALIPAY_APP_ID: '1', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'p' };
    expect(() => loadConfig({ NODE_ENV: 'test', ...alipay })).toThrow(/ALIPAY_SELLER_ID: Alipay needs all of its keys/);
    const deployed = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db:5432/lucina', AUTH_SECRET: 'a'.repeat(32) };
    expect(() => loadConfig({ ...deployed, LUCINA_DEMO: '1', ...alipay })).toThrow(/ALIPAY_SELLER_ID/);
  });

  it('keeps a production deployment on PostgreSQL off the sandbox cashier unless it is a named demo', () => {
    const deployed = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db:5432/lucina', AUTH_SECRET: 'a'.repeat(32) };
    expect(() => loadConfig(deployed)).toThrow(/PAY_PROVIDER=live/);
    expect(() => loadConfig({ ...deployed, PAY_PROVIDER: 'sandbox' })).toThrow(/PAY_PROVIDER=live/);
    expect(loadConfig({ ...deployed, LUCINA_DEMO: '1' }).pay.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).pay.provider).toBe('sandbox');
  });
});
