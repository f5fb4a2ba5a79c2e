import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AlipaySdk } from 'alipay-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportUnlocks, userCoupons } from '../../src/db/schema/index.js';
import { buildAlipayNotification } from '../../src/providers/pay/alipay.pay.js';
import { buildWechatNotification } from '../../src/providers/pay/wechat.pay.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  api,
  notificationCount,
  openOrder,
  orderRow,
  postNotification,
  recordOf,
  sandboxOf,
  userRow,
  welcomeCouponId,
} from './helpers.js';

const otherKey = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function wechatTx(
  keys: ReturnType<typeof sandboxOf>['keys']['wechat'],
  orderNo: string,
  total: number,
  over: object = {},
) {
  return {
    appid: keys.appId,
    mchid: keys.mchId,
    out_trade_no: orderNo,
    transaction_id: `4200${orderNo}`,
    trade_state: 'SUCCESS',
    success_time: new Date().toISOString(),
    amount: { total, currency: 'CNY' },
    ...over,
  };
}

describe('WeChat Pay notifications (v3, real crypto)', () => {
  it('rejects forged, wrong-amount, unknown-order, stale and foreign-merchant notifications with nothing changed', async () => {
    const { user, headers } = await t.login();
    const coupon = await welcomeCouponId(t, headers);
    const opened = await openOrder(t, headers, { membershipPlanId: 1, userCouponId: coupon });
    expect(opened.body.data.packageAmountYuan).toBe('23.92');
    const { orderNo, packageAmount } = opened.body.data;
    const k = sandboxOf(t).keys.wechat;
    const cfg = { apiV3Key: k.apiV3Key, platformSerial: k.platformSerial, platformPrivateKey: k.platformPrivateKey };
    const before = await notificationCount(t);

    const cases = [
      buildWechatNotification({ ...cfg, platformPrivateKey: otherKey() }, wechatTx(k, orderNo, packageAmount)),
      buildWechatNotification(cfg, wechatTx(k, orderNo, packageAmount - 1)),
      buildWechatNotification(cfg, wechatTx(k, 'LC00000000000000NOPE', packageAmount)),
      buildWechatNotification(cfg, wechatTx(k, orderNo, packageAmount), Date.now() - 6 * 60_000),
      buildWechatNotification(cfg, wechatTx(k, orderNo, packageAmount, { mchid: '1230000109' })),
      buildWechatNotification({ ...cfg, apiV3Key: 'x'.repeat(32) }, wechatTx(k, orderNo, packageAmount)),
    ];
    // Tampered body under a valid signature.
    const good = buildWechatNotification(cfg, wechatTx(k, orderNo, packageAmount));
    cases.push({ ...good, body: good.body.replace('支付成功', '支付失败') });
    for (const n of cases) {
      const res = await postNotification(t, 'wechat', n);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await notificationCount(t)).toBe(before);
    expect((await orderRow(t, orderNo)).status).toBe(0);
    expect((await userRow(t, user.id)).userGrade).toBe(0);

    // The genuine one grants; its replay is acknowledged and changes nothing.
    expect((await postNotification(t, 'wechat', good)).statusCode).toBe(204);
    const paid = await userRow(t, user.id);
    expect(paid.userGrade).toBe(1);
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon));
    expect(c!.usedOrderId).toBe((await orderRow(t, orderNo)).id);
    expect((await postNotification(t, 'wechat', good)).statusCode).toBe(204);
    expect((await userRow(t, user.id)).endTime).toEqual(paid.endTime);
    expect(await notificationCount(t)).toBe(before + 1);
    expect((await api(t, headers, 'POST', '/pay/checkOrder', { orderNo })).body.data).toEqual({ status: 1 });
  });

  it('50 concurrent duplicates of one notification grant exactly once', async () => {
    const { user, headers } = await t.login();
    const { orderNo, packageAmount } = (await openOrder(t, headers, { membershipPlanId: 2 })).body.data;
    const k = sandboxOf(t).keys.wechat;
    const n = buildWechatNotification(
      { apiV3Key: k.apiV3Key, platformSerial: k.platformSerial, platformPrivateKey: k.platformPrivateKey },
      wechatTx(k, orderNo, packageAmount),
    );
    const before = await notificationCount(t);
    const started = Date.now();
    const replies = await Promise.all(Array.from({ length: 50 }, () => postNotification(t, 'wechat', n)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(204));
    expect(await notificationCount(t)).toBe(before + 1);
    const u = await userRow(t, user.id);
    expect(u.userGrade).toBe(2);
    const days = (u.endTime!.getTime() - started) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
    expect((await orderRow(t, orderNo)).refundRequired).toBe(false);
    // The message centre got one payment message, however many duplicates came.
    const list = await t.app.inject({ method: 'POST', url: '/api/ai/sytemMessages/list', headers, payload: {} });
    const paid = list.json().data.list.filter((m: { kind: string }) => m.kind === 'payment');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ title: '会员开通成功' });
    expect(paid[0].content).toContain(orderNo);
  });

  it('tells a member once per term that the membership is about to end', async () => {
    const { headers } = await t.login({ userGrade: 1, endTime: new Date(Date.now() + 3 * 86_400_000) });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/lucinaUser/membershipWillExpireInDays',
        headers,
      });
      expect(res.json().data).toBe(3);
    }
    const list = await t.app.inject({ method: 'POST', url: '/api/ai/sytemMessages/list', headers, payload: {} });
    const expiring = list.json().data.list.filter((m: { kind: string }) => m.kind === 'membershipExpiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0].content).toContain('3 天后');
  });
});

describe('Alipay notifications (checkNotifySign of alipay-sdk)', () => {
  it('verifies app, seller, amount and signature; unlocks the single assessment once; replies success', async () => {
    const { user, headers } = await t.login();
    const recordId = await recordOf(t, user.id);
    const { orderNo, packageAmount } = (await openOrder(t, headers, { membershipPlanId: 5, recordId })).body.data;
    expect(packageAmount).toBe(1990);
    const k = sandboxOf(t).keys.alipay;
    const signer = { appId: k.appId, sellerId: k.sellerId, alipayPrivateKey: k.alipayPrivateKey };
    const order = { orderNo, amountFen: 1990, subject: '单次测评', tradeNo: `2026${orderNo}` };
    const before = await notificationCount(t);
    const bad = [
      buildAlipayNotification({ ...signer, alipayPrivateKey: otherKey() }, order),
      buildAlipayNotification({ ...signer, appId: '2021999999999999' }, order),
      buildAlipayNotification({ ...signer, sellerId: '2088999999999999' }, order),
      buildAlipayNotification(signer, { ...order, amountFen: 1 }),
      buildAlipayNotification(signer, { ...order, orderNo: 'LC00000000000000NOPE' }),
    ];
    const good = buildAlipayNotification(signer, order);
    bad.push({ ...good, body: good.body.replace('total_amount=19.90', 'total_amount=0.01') });
    for (const n of bad) expect((await postNotification(t, 'alipay', n)).body).toBe('fail');
    expect(await notificationCount(t)).toBe(before);

    expect((await postNotification(t, 'alipay', good)).body).toBe('success');
    expect((await postNotification(t, 'alipay', good)).body).toBe('success');
    const unlocks = await t.db.select().from(reportUnlocks).where(eq(reportUnlocks.userId, user.id));
    expect(unlocks).toHaveLength(1);
    expect(unlocks[0]!.orderNo).toBe(orderNo);
    expect(await notificationCount(t)).toBe(before + 1);
    expect((await userRow(t, user.id)).userGrade).toBe(0);
  });

  it('accepts a notification signed by alipay-sdk itself (its RSA2 signer with the platform key)', async () => {
    const { user, headers } = await t.login();
    const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 5, recordId: await recordOf(t, user.id) }))
      .body.data;
    const k = sandboxOf(t).keys.alipay;
    const platformSdk = new AlipaySdk({
      appId: k.appId,
      privateKey: k.alipayPrivateKey,
      keyType: 'PKCS8',
      signType: 'RSA2',
    });
    const signed = platformSdk.sdkExecute('alipay.trade.notify', {
      notify_type: 'trade_status_sync',
      notify_id: 'n1',
      trade_no: `sdk${orderNo}`,
      out_trade_no: orderNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '19.90',
      seller_id: k.sellerId,
    });
    const res = await postNotification(t, 'alipay', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signed,
    });
    expect(res.body).toBe('success');
    expect(await t.db.select().from(reportUnlocks).where(eq(reportUnlocks.userId, user.id))).toHaveLength(1);
    const tampered = signed.replace('total_amount=19.90', 'total_amount=19.80');
    expect(
      (
        await postNotification(t, 'alipay', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: tampered,
        })
      ).body,
    ).toBe('fail');
  });
});
