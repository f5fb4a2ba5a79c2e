import { createServer, type Server } from 'node:http';
import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/providers/provider-error.js';
import { createAlipay } from '../../src/providers/pay/alipay.pay.js';
import { createOfficialPayerAuth } from '../../src/providers/pay/wechat-payer.js';
import { createWechatPay, wechatSign, type WechatPayConfig } from '../../src/providers/pay/wechat.pay.js';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const verify = (publicKey: string, content: string, signature: string) =>
  createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');

const order = {
  orderNo: 'LC20261128100000ABCDE12345',
  amountFen: 2392,
  subject: '基础会员（30天）',
  expiresAt: new Date('2026-11-28T02:15:00.000Z'),
  returnUrl: 'https://lucina.example/pay/result?orderNo=LC20261128100000ABCDE12345',
  clientIp: '203.0.113.7',
};

describe('WeChat Pay v3 from a phone: H5 and JSAPI against a fake that verifies the signatures', () => {
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
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  /** Checks the Authorization header as WeChat Pay does, then answers signed by `signWith`. */
  const fake = (answer: (path: string) => { status: number; json: object }, signWith = platform.privateKey) =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      const u = new URL(String(url));
      const body = String(init?.body ?? '');
      const auth = String((init?.headers as Record<string, string>).authorization);
      const m =
        /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"$/.exec(
          auth,
        );
      if (
        !m ||
        m[1] !== cfg.mchId ||
        m[5] !== cfg.serialNo ||
        !verify(merchant.publicKey, `${init?.method}\n${u.pathname}${u.search}\n${m[4]}\n${m[2]}\n${body}\n`, m[3]!)
      ) {
        return new Response('{"code":"SIGN_ERROR"}', { status: 401 });
      }
      seen.push({ path: u.pathname, body: JSON.parse(body) as Record<string, unknown> });
      const a = answer(u.pathname);
      const text = JSON.stringify(a.json);
      const ts = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(8).toString('hex');
      return new Response(text, {
        status: a.status,
        headers: {
          'wechatpay-timestamp': ts,
          'wechatpay-nonce': nonce,
          'wechatpay-serial': cfg.platformSerial,
          'wechatpay-signature': wechatSign(signWith, [ts, nonce, text]),
        },
      });
    }) as typeof fetch;
  const common = {
    appid: cfg.appId,
    mchid: cfg.mchId,
    description: order.subject,
    out_trade_no: order.orderNo,
    time_expire: '2026-11-28T10:15:00+08:00',
    notify_url: cfg.notifyUrl,
    amount: { total: 2392, currency: 'CNY' },
  };

  it('H5: scene_info with the buyer’s IP, then h5_url with our result page as redirect_url', async () => {
    const h5 = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016&package=1037687096';
    const p = createWechatPay(
      cfg,
      fake(() => ({ status: 200, json: { h5_url: h5 } })),
    );
    const r = await p.payForContext({ ...order, context: 'wechat_h5' });
    expect(seen.at(-1)).toEqual({
      path: '/v3/pay/transactions/h5',
      body: { ...common, scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } } },
    });
    expect(r).toEqual({ kind: 'redirect', url: `${h5}&redirect_url=${encodeURIComponent(order.returnUrl)}` });
  });

  it('JSAPI: the payer’s openid in the order, and getBrandWCPayRequest signed with the merchant key', async () => {
    const p = createWechatPay(
      cfg,
      fake(() => ({ status: 200, json: { prepay_id: 'wx201410272009395522657a690389285100' } })),
    );
    const r = await p.payForContext({ ...order, context: 'wechat_jsapi', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(seen.at(-1)).toEqual({
      path: '/v3/pay/transactions/jsapi',
      body: { ...common, payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } },
    });
    if (r.kind !== 'jsapi') throw new Error(r.kind);
    const { params } = r;
    expect(params).toMatchObject({
      appId: cfg.appId,
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    });
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(params.timeStamp) * 1000 - Date.now())).toBeLessThan(60_000);
    expect(params.nonceStr).toMatch(/^\w{16,32}$/);
    const signed = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(verify(merchant.publicKey, signed, params.paySign)).toBe(true);
    expect(r.sandboxSheetUrl).toBeNull();
  });

  it('refuses an answer not signed by the platform, a refusal, and JSAPI without an openid', async () => {
    const forged = createWechatPay(
      cfg,
      fake(() => ({ status: 200, json: { h5_url: 'https://evil.example/' } }), merchant.privateKey),
    );
    await expect(forged.payForContext({ ...order, context: 'wechat_h5' })).rejects.toBeInstanceOf(ProviderError);
    const refused = createWechatPay(
      cfg,
      fake(() => ({ status: 403, json: { code: 'NO_AUTH', message: '商户无此接口权限' } })),
    );
    await expect(refused.payForContext({ ...order, context: 'wechat_h5' })).rejects.toBeInstanceOf(ProviderError);
    const before = seen.length;
    await expect(refused.payForContext({ ...order, context: 'wechat_jsapi' })).rejects.toBeInstanceOf(ProviderError);
    expect(seen.length).toBe(before);
  });
});

describe('Alipay 手机网站支付 (alipay.trade.wap.pay)', () => {
  const app = pair();
  const platform = pair();
  const p = createAlipay({
    appId: '2021000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: platform.publicKey,
    sellerId: '2088000000000001',
    gateway: 'https://openapi.alipay.com/gateway.do',
    notifyUrl: 'https://lucina.example/api/pay/notify/alipay',
  });

  it('sends the buyer to the gateway with a request signed by the app key (RSA2 over the sorted parameters)', async () => {
    const r = await p.payForContext({ ...order, context: 'alipay_wap' });
    if (r.kind !== 'redirect') throw new Error(r.kind);
    const url = new URL(r.url);
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: '2021000000000001',
      method: 'alipay.trade.wap.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: 'https://lucina.example/api/pay/notify/alipay',
      return_url: order.returnUrl,
    });
    // Beijing wall clock, whatever the host's zone.
    expect(params.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(`${params.timestamp!.replace(' ', 'T')}+08:00`) - Date.now())).toBeLessThan(60_000);
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: order.orderNo,
      total_amount: '23.92',
      subject: order.subject,
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-11-28 10:15:00',
      quit_url: order.returnUrl,
    });
    // Alipay's rule for requests: every parameter but sign, sorted by name, "k=v" joined by "&".
    const content = Object.keys(params)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    expect(verify(app.publicKey, content, params.sign!)).toBe(true);
    expect(verify(app.publicKey, content.replace('23.92', '0.01'), params.sign!)).toBe(false);
  });

  it('serves only its own context', async () => {
    expect(p.phoneContexts).toEqual(['alipay_wap']);
    await expect(p.payForContext({ ...order, context: 'wechat_h5' })).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('JSAPI payer: WeChat snsapi_base authorisation', () => {
  let server: Server;
  let apiBase = '';
  const asked: Record<string, string>[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const q = Object.fromEntries(new URL(req.url!, 'http://x').searchParams);
      asked.push({ path: new URL(req.url!, 'http://x').pathname, ...q });
      res.setHeader('content-type', 'application/json');
      res.end(
        q.code === 'good' && q.secret === 'mp-secret'
          ? JSON.stringify({ access_token: 'AT', expires_in: 7200, openid: 'oMpPayer1', scope: 'snsapi_base' })
          : JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('builds the silent authorisation URL and trades the code for the openid', async () => {
    const auth = createOfficialPayerAuth({ appId: 'wx0000000000000001', appSecret: 'mp-secret', apiBase });
    expect(auth.authorizeUrl('https://lucina.example/api/pay/wechat/payer', 'S.T')).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0000000000000001&redirect_uri=https%3A%2F%2Flucina.example%2Fapi%2Fpay%2Fwechat%2Fpayer&response_type=code&scope=snsapi_base&state=S.T#wechat_redirect',
    );
    expect(await auth.openidOf('good')).toBe('oMpPayer1');
    expect(asked.at(-1)).toEqual({
      path: '/sns/oauth2/access_token',
      appid: 'wx0000000000000001',
      secret: 'mp-secret',
      code: 'good',
      grant_type: 'authorization_code',
    });
    await expect(auth.openidOf('used')).rejects.toBeInstanceOf(ProviderError);
  });
});
