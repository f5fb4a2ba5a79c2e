import { createPublicKey, createVerify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMessages, wechatPayers } from '../../src/db/schema/index.js';
import { buildAlipayNotification } from '../../src/providers/pay/alipay.pay.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  api,
  openOrder,
  orderRow,
  postNotification,
  recordOf,
  sandboxOf,
  userRow,
  welcomeCouponId,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://lucina.example' } });
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** The path and query of an absolute URL of this server, for inject. */
const local = (url: string) => {
  const u = new URL(url);
  expect(u.origin).toBe('https://lucina.example');
  return u.pathname + u.search;
};
const payFor = (headers: Record<string, string>, orderNo: string, payContext: string) =>
  api(t, headers, 'POST', '/pay/payForContext', { orderNo, payContext });
const status = async (headers: Record<string, string>, orderNo: string) =>
  (await api(t, headers, 'POST', '/pay/checkOrder', { orderNo })).body.data.status as number;
/** The hidden fields of the jump page's forms, as the browser would post them. */
const formOf = (html: string) => {
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const unescape = (s: string) => s.replaceAll('&amp;', '&');
  return new URLSearchParams({
    orderNo: field('orderNo'),
    method: field('method'),
    return: unescape(field('return')),
  }).toString();
};

describe('paying from a phone (sandbox)', () => {
  it('Alipay WAP: the signed request opens the phone cashier; coming back settles nothing, the notification does', async () => {
    const { user, headers } = await t.login();
    const coupon = await welcomeCouponId(t, headers);
    const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 1, userCouponId: coupon })).body.data;

    const r = await payFor(headers, orderNo, 'alipay_wap');
    expect(r.body.data.kind).toBe('redirect');
    const url = new URL(r.body.data.url);
    expect(url.pathname).toBe('/api/pay/sandbox/jump');
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(url.searchParams.get('return_url')).toBe(`https://lucina.example/pay/result?orderNo=${orderNo}`);
    expect((await orderRow(t, orderNo)).phoneContexts).toEqual(['alipay_wap']);

    const page = await t.app.inject({ method: 'GET', url: local(r.body.data.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('23.92');
    expect(page.body).not.toContain('<script');

    // Back on our page without paying (the result page polls): nothing is granted.
    expect(await status(headers, orderNo)).toBe(0);
    // A request whose amount was changed no longer carries our signature.
    const tampered = r.body.data.url.replace('23.92', '0.01');
    const forged = await t.app.inject({ method: 'GET', url: local(tampered) });
    expect(forged.body).toContain('支付请求签名无效');
    expect(forged.body).not.toContain('确认支付');

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/jump/pay',
      headers: FORM,
      payload: formOf(page.body),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`https://lucina.example/pay/result?orderNo=${orderNo}`);
    expect(await status(headers, orderNo)).toBe(1);
    const row = await orderRow(t, orderNo);
    expect(row).toMatchObject({ payMethod: 'alipay', amountFen: 2392 });
    expect((await userRow(t, user.id)).userGrade).toBe(1);
    const messages = await t.db.select().from(systemMessages).where(eq(systemMessages.userId, user.id));
    expect(messages.filter((m) => m.kind === 'payment').map((m) => m.dedupeKey)).toEqual([`paid:${orderNo}`]);
    // Paid: no second phone payment for it.
    expect((await payFor(headers, orderNo, 'alipay_wap')).status).toBe(409);
  });

  it('WeChat H5 for a single report: redirect_url brings the buyer back; a wrong-amount notification is refused', async () => {
    const { user, headers } = await t.login();
    const recordId = await recordOf(t, user.id);
    const { orderNo, packageAmount } = (await openOrder(t, headers, { membershipPlanId: 5, recordId })).body.data;

    const r = await payFor(headers, orderNo, 'wechat_h5');
    expect(r.body.data.kind).toBe('redirect');
    const url = new URL(r.body.data.url);
    expect(url.searchParams.get('redirect_url')).toBe(`https://lucina.example/pay/result?orderNo=${orderNo}`);

    const k = sandboxOf(t).keys.alipay;
    const wrong = buildAlipayNotification(
      { appId: k.appId, sellerId: k.sellerId, alipayPrivateKey: k.alipayPrivateKey },
      { orderNo, amountFen: packageAmount - 1, subject: 'x' },
    );
    expect((await postNotification(t, 'alipay', wrong)).body).toBe('fail');
    expect(await status(headers, orderNo)).toBe(0);

    const page = await t.app.inject({ method: 'GET', url: local(r.body.data.url) });
    expect(page.body).toContain('微信支付');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/jump/pay',
      headers: FORM,
      payload: formOf(page.body),
    });
    expect(paid.headers.location).toBe(`https://lucina.example/pay/result?orderNo=${orderNo}`);
    expect(await status(headers, orderNo)).toBe(1);
    expect((await orderRow(t, orderNo)).payMethod).toBe('wechat');
  });

  it('the jump page never sends the buyer off this site, and 取消 closes the order and frees its coupon', async () => {
    const { headers } = await t.login();
    const coupon = await welcomeCouponId(t, headers);
    const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 1, userCouponId: coupon })).body.data;
    const r = await payFor(headers, orderNo, 'wechat_h5');
    const evil = r.body.data.url.replace(
      /redirect_url=[^&]+/,
      `redirect_url=${encodeURIComponent('https://evil.example/x')}`,
    );
    const page = await t.app.inject({ method: 'GET', url: local(evil) });
    expect(page.body).not.toContain('evil.example');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/jump/cancel',
      headers: FORM,
      payload: formOf(page.body).replace(/return=[^&]*/, `return=${encodeURIComponent('https://evil.example/x')}`),
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`https://lucina.example/pay/result?orderNo=${orderNo}`);
    expect(await status(headers, orderNo)).toBe(2);
    const again = await api(t, headers, 'GET', '/user/lucinaUserCoupon/selectLucinaUserCouponList?userStatus=0');
    expect(again.body.data.map((c: { id: string }) => c.id)).toContain(coupon);
  });

  it('WeChat JSAPI: asks WeChat who pays once (snsapi_base), then signs getBrandWCPayRequest with the merchant key', async () => {
    const { user, headers } = await t.login();
    const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 2 })).body.data;

    const first = await payFor(headers, orderNo, 'wechat_jsapi');
    expect(first.body.data.kind).toBe('authorize');
    const authorize = new URL(first.body.data.url);
    expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://lucina.example/api/pay/wechat/payer');
    // Nothing asked of the provider yet.
    expect((await orderRow(t, orderNo)).phoneContexts).toEqual([]);

    const back = await t.app.inject({ method: 'GET', url: local(first.body.data.url) });
    expect(back.statusCode).toBe(302);
    const callback = await t.app.inject({ method: 'GET', url: local(back.headers.location!) });
    expect(callback.headers.location).toBe(`/pay/result?orderNo=${orderNo}&resume=wechat_jsapi`);
    const [payer] = await t.db.select().from(wechatPayers).where(eq(wechatPayers.userId, user.id));
    expect(payer!.openid).toMatch(/^sandbox-mp-/);

    const r = await payFor(headers, orderNo, 'wechat_jsapi');
    expect(r.body.data.kind).toBe('jsapi');
    const p = r.body.data.params;
    expect(p).toMatchObject({
      appId: sandboxOf(t).keys.wechat.appId,
      signType: 'RSA',
      package: `prepay_id=wx${orderNo}`,
    });
    const merchantPublic = createPublicKey(sandboxOf(t).keys.wechat.privateKey);
    const signed = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(createVerify('RSA-SHA256').update(signed).verify(merchantPublic, p.paySign, 'base64')).toBe(true);

    // Demo mode's stand-in for WeChat's pay sheet checks the paySign as WeChat would.
    const sheet = await t.app.inject({ method: 'GET', url: local(r.body.data.sandboxSheetUrl) });
    expect(sheet.body).toContain('确认支付');
    const forged = r.body.data.sandboxSheetUrl.replace(/paySign=[^&]+/, 'paySign=AAAA');
    expect((await t.app.inject({ method: 'GET', url: local(forged) })).body).toContain('支付参数签名无效');

    // The next order pays at once: the openid is kept.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/jump/pay',
      headers: FORM,
      payload: formOf(sheet.body),
    });
    expect(paid.headers.location).toBe(`https://lucina.example/pay/result?orderNo=${orderNo}`);
    expect(await status(headers, orderNo)).toBe(1);
    const next = (await openOrder(t, headers, { membershipPlanId: 2, openType: 2 })).body.data.orderNo;
    expect((await payFor(headers, next, 'wechat_jsapi')).body.data.kind).toBe('jsapi');
  });

  it('a forged or foreign authorisation state keeps no openid; the sandbox page returns only to our callback', async () => {
    const { user, headers } = await t.login();
    const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 1 })).body.data;
    const first = await payFor(headers, orderNo, 'wechat_jsapi');
    const state = new URL(first.body.data.url).searchParams.get('state')!;
    const [body, sig] = state.split('.');
    const other = await t.login();
    const swapped = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), u: other.user.id }),
    ).toString('base64url');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pay/wechat/payer?code=sbx${'0'.repeat(32)}&state=${swapped}.${sig}`,
    });
    expect(res.headers.location).toBe('/pay/result');
    expect(await t.db.select().from(wechatPayers).where(eq(wechatPayers.userId, other.user.id))).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/pay/sandbox/oauth2/authorize?scope=snsapi_base&state=x&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select().from(wechatPayers).where(eq(wechatPayers.userId, user.id))).toEqual([]);
  });

  it('refuses an unknown context, a method that is not configured, and another user’s order, in Chinese', async () => {
    const { headers } = await t.login();
    const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 1 })).body.data;
    const bad = await payFor(headers, orderNo, 'unionpay');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('支付方式只能是');

    const providers = t.app.ctx.services.payments.payProviders;
    const alipay = providers.methods.alipay;
    const payerAuth = providers.payerAuth;
    try {
      delete providers.methods.alipay;
      providers.payerAuth = null;
      const wap = await payFor(headers, orderNo, 'alipay_wap');
      expect(wap.status).toBe(400);
      expect(wap.body.msg).toBe('暂不支持跳转支付宝付款，请换用微信支付或在电脑上扫码支付');
      const jsapi = await payFor(headers, orderNo, 'wechat_jsapi');
      expect(jsapi.status).toBe(400);
      expect(jsapi.body.msg).toContain('微信内');
    } finally {
      providers.methods.alipay = alipay;
      providers.payerAuth = payerAuth;
    }
    expect((await orderRow(t, orderNo)).phoneContexts).toEqual([]);

    const stranger = await t.login();
    const theirs = await payFor(stranger.headers, orderNo, 'wechat_h5');
    expect(theirs.status).toBe(404);
    expect((await orderRow(t, orderNo)).phoneContexts).toEqual([]);

    const qr = await payFor(headers, orderNo, 'qr');
    expect(qr.body.data).toMatchObject({ kind: 'qr', wechatQrCode: expect.stringContaining('/pay/sandbox/cashier') });
  });
});
