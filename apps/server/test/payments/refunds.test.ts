import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, PayEndpoints } from '@lucina/contracts';
import { auditLog, reportUnlocks, userCoupons, users } from '../../src/db/schema/index.js';
import { buildWechatRefundNotification, type WechatRefundNotice } from '../../src/providers/pay/wechat-refund.js';
import type { RawNotification } from '../../src/providers/pay/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openOrder, orderRow, postNotification, recordOf, sandboxOf, userRow, welcomeCouponId } from './helpers.js';
import { loginAs } from '../admin/helpers.js';

const DAY = 86_400_000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', '财务小李');
});
afterAll(() => t.close());

/** Opens an order and pays it at the sandbox cashier with `method`. */
async function buy(
  headers: Record<string, string>,
  query: Parameters<typeof openOrder>[2],
  method: 'wechat' | 'alipay' = 'wechat',
) {
  const opened = await openOrder(t, headers, query);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const { orderNo, packageAmount } = opened.body.data;
  await pay(orderNo, packageAmount, method);
  const row = await orderRow(t, orderNo);
  return { orderNo, amountFen: packageAmount as number, transactionId: row.transactionId! };
}

async function pay(orderNo: string, amountFen: number, method: 'wechat' | 'alipay') {
  const n = sandboxOf(t).signer.buildNotification(method, { orderNo, amountFen, subject: '会员' });
  const res = await postNotification(t, method, n);
  expect(res.statusCode).toBeLessThan(300);
}

const detail = async (orderNo: string) =>
  (await t.app.inject({ url: `/api/admin/orders/detail?orderNo=${orderNo}`, headers: admin.headers })).json().data;
const refund = (orderNo: string, transactionId: string, reason = '用户申请退款') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders/refund',
    headers: admin.headers,
    payload: { orderNo, transactionId, reason },
  });
const refundOf = async (orderNo: string, transactionId: string) =>
  (await detail(orderNo)).payments.find((p: { transactionId: string }) => p.transactionId === transactionId).refund;
/** The sandbox's WeChat Pay confirms by notification a moment after answering: wait for it. */
const settled = (orderNo: string, transactionId: string) =>
  expect.poll(async () => (await refundOf(orderNo, transactionId))?.status, { timeout: 15_000 }).toBe('succeeded');

async function refundMessages(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/sytemMessages/list', headers, payload: {} });
  return res.json().data.list.filter((m: { kind: string }) => m.kind === 'refund');
}
const auditOf = (orderNo: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `order:${orderNo}`));

function postRefundNotification(n: RawNotification) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${PayEndpoints.wechatRefundNotify}`,
    headers: n.headers as Record<string, string>,
    payload: n.body,
  });
}

describe('refunding a WeChat Pay membership order (v3, real crypto)', () => {
  it('refunds once, puts the membership back, returns the coupon and tells the user; duplicates change nothing', async () => {
    const buyer = await t.login({ nickname: '要退款的人' });
    const coupon = await welcomeCouponId(t, buyer.headers);
    const order = await buy(buyer.headers, { membershipPlanId: 1, userCouponId: coupon });
    expect((await userRow(t, buyer.user.id)).userGrade).toBe(1);

    const res = await refund(order.orderNo, order.transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payments[0].refund).toMatchObject({ amountFen: order.amountFen, reason: '用户申请退款' });
    await settled(order.orderNo, order.transactionId);

    const u = await userRow(t, buyer.user.id);
    expect({ level: u.userGrade, endTime: u.endTime }).toEqual({ level: 0, endTime: null });
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon));
    expect(c!.usedOrderId).toBeNull();
    const done = await refundOf(order.orderNo, order.transactionId);
    expect(done.takenBack).toMatchObject({ membership: { after: { level: 0, endTime: null } }, couponReturned: true });
    expect(done.actorNickname).toBe('财务小李');
    const [message] = await refundMessages(buyer.headers);
    expect(message.title).toBe('退款成功');
    expect(message.content).toContain(order.orderNo);
    expect(message.content).toContain('会员权益已收回');
    expect(message.content).toContain('优惠券已退回');

    // A double click, and WeChat Pay repeating its notification: nothing moves twice.
    expect((await refund(order.orderNo, order.transactionId)).statusCode).toBe(200);
    const k = sandboxOf(t).keys.wechat;
    const notice: WechatRefundNotice = {
      mchid: k.mchId,
      out_trade_no: order.orderNo,
      transaction_id: order.transactionId,
      out_refund_no: done.outRefundNo,
      refund_id: done.providerRefundId,
      refund_status: 'SUCCESS',
      success_time: new Date().toISOString(),
      amount: {
        total: order.amountFen,
        refund: order.amountFen,
        payer_total: order.amountFen,
        payer_refund: order.amountFen,
      },
    };
    const again = buildWechatRefundNotification(k, notice);
    const replies = await Promise.all(Array.from({ length: 5 }, () => postRefundNotification(again)));
    expect(replies.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(await refundMessages(buyer.headers)).toHaveLength(1);
    expect((await userRow(t, buyer.user.id)).userGrade).toBe(0);
    const actions = (await auditOf(order.orderNo)).map((a) => a.action).sort();
    expect(actions).toEqual(['order.refund', 'order.refund.succeeded']);
  });

  it('refuses forged, foreign, unknown and mismatched refund notifications with nothing changed', async () => {
    const buyer = await t.login();
    const order = await buy(buyer.headers, { membershipPlanId: 2 });
    const before = await userRow(t, buyer.user.id);
    const k = sandboxOf(t).keys.wechat;
    // Asked but not yet confirmed: the refund row exists and waits for its notification.
    const res = await refund(order.orderNo, order.transactionId);
    const outRefundNo = res.json().data.payments[0].refund.outRefundNo as string;
    const notice: WechatRefundNotice = {
      mchid: k.mchId,
      out_trade_no: order.orderNo,
      transaction_id: order.transactionId,
      out_refund_no: outRefundNo,
      refund_id: 'R1',
      refund_status: 'SUCCESS',
      amount: { total: order.amountFen, refund: order.amountFen },
    };
    const otherKey = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
    const good = buildWechatRefundNotification(k, notice);
    const bad = [
      buildWechatRefundNotification({ ...k, platformPrivateKey: otherKey }, notice),
      buildWechatRefundNotification({ ...k, apiV3Key: 'y'.repeat(32) }, notice),
      buildWechatRefundNotification(k, { ...notice, mchid: '1230000109' }),
      buildWechatRefundNotification(k, { ...notice, out_refund_no: 'RFNOPE-00000000' }),
      buildWechatRefundNotification(k, { ...notice, amount: { total: order.amountFen, refund: 1 } }),
      buildWechatRefundNotification(k, notice, Date.now() - 6 * 60_000),
      { ...good, body: good.body.replace('退款成功', '退款失败') },
    ];
    for (const n of bad) {
      const r = await postRefundNotification(n);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'FAIL' });
    }
    // Whatever the sandbox delivered itself is genuine; the forged ones added nothing to it.
    await settled(order.orderNo, order.transactionId);
    expect(await refundMessages(buyer.headers)).toHaveLength(1);
    expect((await userRow(t, buyer.user.id)).userGrade).toBe(0);
    expect(before.userGrade).toBe(2);
  });

  it('a renewal refunded untouched restores the earlier expiry; with days added since, only the order’s days go', async () => {
    const endTime = new Date(Date.now() + 10 * DAY);
    const buyer = await t.login({ userGrade: 1, endTime });
    const first = await buy(buyer.headers, { membershipPlanId: 1, openType: 2 });
    await refund(first.orderNo, first.transactionId);
    await settled(first.orderNo, first.transactionId);
    const restored = await userRow(t, buyer.user.id);
    expect({ level: restored.userGrade, endTime: restored.endTime }).toEqual({ level: 1, endTime });

    const second = await buy(buyer.headers, { membershipPlanId: 1, openType: 2 });
    const extended = (await userRow(t, buyer.user.id)).endTime!;
    const plusFive = new Date(extended.getTime() + 5 * DAY);
    await t.db.update(users).set({ endTime: plusFive }).where(eq(users.id, buyer.user.id));
    await refund(second.orderNo, second.transactionId);
    await settled(second.orderNo, second.transactionId);
    const after = await userRow(t, buyer.user.id);
    expect(after.userGrade).toBe(1);
    expect(after.endTime!.getTime()).toBe(plusFive.getTime() - 30 * DAY);
  });

  it('a refund the provider refuses is recorded as failed with its reason and takes nothing back', async () => {
    const buyer = await t.login();
    const { orderNo, packageAmount } = (await openOrder(t, buyer.headers, { membershipPlanId: 1 })).body.data;
    // A payment the sandbox's WeChat Pay never made: it answers the refund as the real one would, 404.
    const { buildWechatNotification } = await import('../../src/providers/pay/wechat.pay.js');
    const k = sandboxOf(t).keys.wechat;
    const n = buildWechatNotification(k, {
      appid: k.appId,
      mchid: k.mchId,
      out_trade_no: orderNo,
      transaction_id: `4200unknown${orderNo}`,
      trade_state: 'SUCCESS',
      amount: { total: packageAmount, currency: 'CNY' },
    });
    expect((await postNotification(t, 'wechat', n)).statusCode).toBe(204);
    const res = await refund(orderNo, `4200unknown${orderNo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payments[0].refund).toMatchObject({
      status: 'failed',
      detail: 'RESOURCE_NOT_EXISTS：订单不存在',
    });
    expect((await userRow(t, buyer.user.id)).userGrade).toBe(1);
    expect((await auditOf(orderNo)).map((a) => a.action).sort()).toEqual(['order.refund', 'order.refund.failed']);
    expect(await refundMessages(buyer.headers)).toHaveLength(0);
  });
});

describe('refunding through Alipay (synchronous answer, signature checked by alipay-sdk)', () => {
  it('locks the single assessment’s report again at once; a second click reaches Alipay with the same number', async () => {
    const buyer = await t.login();
    const recordId = await recordOf(t, buyer.user.id);
    const order = await buy(buyer.headers, { membershipPlanId: 5, recordId }, 'alipay');
    expect(await t.db.select().from(reportUnlocks).where(eq(reportUnlocks.userId, buyer.user.id))).toHaveLength(1);

    const res = await refund(order.orderNo, order.transactionId, '重复购买');
    expect(res.json().data.payments[0].refund).toMatchObject({ status: 'succeeded', reason: '重复购买' });
    expect(await t.db.select().from(reportUnlocks).where(eq(reportUnlocks.userId, buyer.user.id))).toHaveLength(0);
    const [message] = await refundMessages(buyer.headers);
    expect(message.content).toContain('支付宝');
    expect(message.content).toContain('恢复为未解锁');

    expect((await refund(order.orderNo, order.transactionId)).statusCode).toBe(200);
    expect(await refundMessages(buyer.headers)).toHaveLength(1);
  });
});

describe('the refund queue', () => {
  it('a second payment of a paid order waits in the queue; refunding it leaves the membership and empties the queue', async () => {
    const buyer = await t.login();
    const order = await buy(buyer.headers, { membershipPlanId: 1 });
    const paid = await userRow(t, buyer.user.id);
    await pay(order.orderNo, order.amountFen, 'alipay');
    const queue = async () =>
      (await t.app.inject({ url: '/api/admin/orders?refundRequired=true&pageSize=100', headers: admin.headers }))
        .json()
        .data.list.map((o: { orderNo: string }) => o.orderNo);
    expect(await queue()).toContain(order.orderNo);

    const d = await detail(order.orderNo);
    expect(d.payments.map((p: { method: string; outcome: string }) => [p.method, p.outcome])).toEqual([
      ['wechat', 'granted'],
      ['alipay', 'refund_required'],
    ]);
    const extra = d.payments[1].transactionId;
    const res = await refund(order.orderNo, extra, '重复支付');
    expect(res.json().data).toMatchObject({ refundRequired: false, refundStatus: 'succeeded' });
    expect(await queue()).not.toContain(order.orderNo);
    const u = await userRow(t, buyer.user.id);
    expect({ level: u.userGrade, endTime: u.endTime }).toEqual({ level: paid.userGrade, endTime: paid.endTime });
    const [message] = await refundMessages(buyer.headers);
    expect(message.content).toContain('没有开通任何权益');
  });

  it('filters orders by status, method, plan and time, and finds one by its number or transaction id', async () => {
    const buyer = await t.login();
    const order = await buy(buyer.headers, { membershipPlanId: 3 }, 'alipay');
    const list = async (qs: string) =>
      (await t.app.inject({ url: `/api/admin/orders?pageSize=100&${qs}`, headers: admin.headers })).json().data;
    const nos = async (qs: string) => (await list(qs)).list.map((o: { orderNo: string }) => o.orderNo);
    expect(await nos('status=1&method=alipay&planId=3')).toContain(order.orderNo);
    expect(await nos('method=wechat')).not.toContain(order.orderNo);
    expect(await nos('planId=1')).not.toContain(order.orderNo);
    expect(await nos(`from=${encodeURIComponent(new Date(Date.now() + DAY).toISOString())}`)).not.toContain(
      order.orderNo,
    );
    const found = await list(`keyword=${order.transactionId}`);
    expect(found.list).toHaveLength(1);
    expect(found.list[0]).toMatchObject({
      orderNo: order.orderNo,
      payMethod: 'alipay',
      transactionId: order.transactionId,
    });
    const bad = await t.app.inject({ url: '/api/admin/orders?method=cash', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a payment that is not the order’s, and an unknown order, changing nothing', async () => {
    const buyer = await t.login();
    const order = await buy(buyer.headers, { membershipPlanId: 1 });
    const wrong = await refund(order.orderNo, 'not-a-payment');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().msg).toBe('该订单没有这笔付款');
    expect((await refund('LC00000000000000NOPE', order.transactionId)).json().msg).toBe('订单不存在');
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `order:${order.orderNo}`))),
    ).toHaveLength(0);
    expect((await userRow(t, buyer.user.id)).userGrade).toBe(1);
  });
});
