import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '@lucina/contracts';
import {
  couponTemplates,
  invitations,
  orders,
  paymentNotifications,
  userCoupons,
  users,
} from '../../src/db/schema/index.js';
import { buildWechatNotification } from '../../src/providers/pay/wechat.pay.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  api,
  openOrder,
  orderRow,
  payOrder,
  postNotification,
  sandboxOf,
  userRow,
  welcomeCouponId,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('catalogue and orders', () => {
  it('lists plans 1–4 and the single assessment in the shapes of SPEC §3 (price fen, priceYuan and originPrice yuan)', async () => {
    const { headers } = await t.login();
    const { body } = await api(t, headers, 'GET', '/user/membershipPlan/list');
    expect(body.data).toMatchObject({ membershipLevel: 0, name: '普通用户', icon: 'member-level-0' });
    expect(body.data.plans.map((p: any) => [p.id, p.membershipLevel, p.price])).toEqual([
      [1, 1, 2990],
      [2, 2, 6990],
      [3, 3, 19900],
      [4, 4, 39900],
    ]);
    expect(body.data.plans[0]).toMatchObject({
      priceYuan: 29.9,
      priceAndUnit: '¥29.90/月',
      isCurrentUserPlan: false,
    });
    expect(body.data.singlePlan).toMatchObject({
      id: 5,
      name: '单次测评',
      price: 1990,
      priceYuan: 19.9,
      originPrice: 199,
      originPriceFen: 19900,
      count: 1,
    });
  });

  it('prices an upgrade with the coupon and the unused membership, and marks the current plan', async () => {
    const end = new Date(Date.now() + 15 * DAY);
    const { headers } = await t.login({ userGrade: 1, endTime: end });
    const list = await api(t, headers, 'GET', '/user/membershipPlan/list');
    expect(list.body.data.plans[0].isCurrentUserPlan).toBe(true);
    const coupon = await welcomeCouponId(t, headers);
    const { body } = await openOrder(t, headers, { membershipPlanId: 3, userCouponId: coupon });
    expect(body.data).toMatchObject({ couponReduceAmount: '39.80', openType: 1, planPrice: 19900 });
    expect(body.data.upgradeDifferenceAmountFen).toBeGreaterThan(1490);
    expect(body.data.packageAmount).toBe(19900 - 3980 - body.data.upgradeDifferenceAmountFen);
    const renew = await openOrder(t, headers, { membershipPlanId: 1, openType: 2 });
    expect(renew.body.data).toMatchObject({ openType: 2, upgradeDifferenceAmount: '0.00', packageAmountYuan: '29.90' });
    expect(Date.parse(renew.body.data.endTime)).toBe(end.getTime() + 30 * DAY);
    // The new order superseded the first one and released its coupon.
    expect((await orderRow(t, body.data.orderNo)).status).toBe(2);
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon));
    expect(c!.heldByOrderId).toBeNull();
  });

  it('refuses an openType that disagrees with the caller’s membership, with a clear message, ordering nothing', async () => {
    const member = await t.login({ userGrade: 2, endTime: new Date(Date.now() + 10 * DAY) });
    const asNew = await openOrder(t, member.headers, { membershipPlanId: 2, openType: 1 });
    expect(asNew.status).toBe(409);
    expect(asNew.body).toMatchObject({
      code: BizCode.OPEN_TYPE_MISMATCH,
      msg: '你已是该套餐会员，本次应为续费，请刷新页面后重新开通',
      data: { openType: 2 },
    });
    const ordinary = await t.login();
    const asRenewal = await openOrder(t, ordinary.headers, { membershipPlanId: 1, openType: 2 });
    expect(asRenewal.body).toMatchObject({ code: BizCode.OPEN_TYPE_MISMATCH, data: { openType: 1 } });
    expect(asRenewal.body.msg).toBe('你当前不是该套餐会员，本次应为新开通，请刷新页面后重新开通');
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.userId, [member.user.id, ordinary.user.id]));
    expect(rows).toEqual([]);
  });

  it('lists a plan’s coupons best first, and the first one is the price the order charges', async () => {
    const { headers, user } = await t.login();
    const welcome = await welcomeCouponId(t, headers);
    const soon = new Date(Date.now() + 2 * DAY);
    // One template per coupon: an account holds one coupon of each template.
    const coupon = async (name: string, discountPermille: number, planIds = [1, 2, 3, 4]) => {
      const [tpl] = await t.db
        .insert(couponTemplates)
        .values({ name, description: '', discountPermille, validDays: 2, planIds })
        .returning();
      const values = { userId: user.id, templateId: tpl!.id, name, description: '', discountPermille, planIds };
      const [row] = await t.db
        .insert(userCoupons)
        // Valid since a minute ago: a coupon stamped with this process's clock is in force whatever the database's.
        .values({ ...values, validFrom: new Date(Date.now() - 60_000), validUntil: soon })
        .returning({ id: userCoupons.id, name: userCoupons.name });
      return row!;
    };
    const rows = [await coupon('九折券', 900), await coupon('八折快到期', 800), await coupon('七折只限进阶', 700, [2])];
    const id = (name: string) => rows.find((r) => r.name === name)!.id;
    const list = await api(
      t,
      headers,
      'GET',
      '/user/lucinaUserCoupon/selectLucinaUserCouponList?userStatus=0&membershipPlanId=3',
    );
    // 8折 beats 9折; of two 8折 the one ending sooner comes first; the 7折 does not apply to plan 3.
    expect(list.body.data.map((c: any) => c.id)).toEqual([id('八折快到期'), welcome, id('九折券')]);
    const { body } = await openOrder(t, headers, { membershipPlanId: 3, userCouponId: list.body.data[0].id });
    expect(body.data).toMatchObject({ packageAmountYuan: '159.20', couponReduceAmount: '39.80', packageAmount: 15920 });
    const pay = await api(t, headers, 'POST', '/pay/createMultiPay', { orderNo: body.data.orderNo, amount: '159.20' });
    expect(pay.status).toBe(200);
    expect((await orderRow(t, body.data.orderNo)).amountFen).toBe(15920);
    // A payment of the undiscounted price does not settle the order shown at 159.20.
    const full = await payOrder(t, { orderNo: body.data.orderNo, packageAmount: 19900 });
    expect(full.statusCode).toBeGreaterThanOrEqual(400);
    expect((await orderRow(t, body.data.orderNo)).status).toBe(0);
    expect((await payOrder(t, { orderNo: body.data.orderNo, packageAmount: 15920 })).statusCode).toBe(204);
    expect((await orderRow(t, body.data.orderNo)).status).toBe(1);
  });

  it('no user sees or pays another user’s order or uses another user’s coupon', async () => {
    const a = await t.login();
    const b = await t.login();
    const couponA = await welcomeCouponId(t, a.headers);
    const { orderNo } = (await openOrder(t, a.headers, { membershipPlanId: 1 })).body.data;
    const check = await api(t, b.headers, 'POST', '/pay/checkOrder', { orderNo });
    expect(check.status).toBe(404);
    expect(check.body.data).toEqual({ status: 2 });
    expect((await api(t, b.headers, 'POST', '/pay/createMultiPay', { orderNo })).status).toBe(404);
    expect((await openOrder(t, b.headers, { membershipPlanId: 1, userCouponId: couponA })).status).toBe(404);
    expect((await orderRow(t, orderNo)).status).toBe(0);
  });

  it('refuses a lower level, a coupon on the single assessment and a mismatched amount', async () => {
    const { headers } = await t.login({ userGrade: 3, endTime: new Date(Date.now() + 100 * DAY) });
    expect((await openOrder(t, headers, { membershipPlanId: 1 })).body.msg).toBe(
      '当前会员等级更高，不能购买更低等级的会员',
    );
    const coupon = await welcomeCouponId(t, headers);
    expect((await openOrder(t, headers, { membershipPlanId: 5, userCouponId: coupon })).status).toBe(400);
    const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 4 })).body.data;
    const pay = await api(t, headers, 'POST', '/pay/createMultiPay', { orderNo, amount: '0.01', membershipPlanId: 4 });
    expect(pay.status).toBe(400);
  });

  it('timeout closes the order and releases the coupon; a later payment is recorded and flagged for refund', async () => {
    const { user, headers } = await t.login();
    const coupon = await welcomeCouponId(t, headers);
    const { orderNo, packageAmount } = (await openOrder(t, headers, { membershipPlanId: 1, userCouponId: coupon })).body
      .data;
    await api(t, headers, 'POST', '/pay/createMultiPay', { orderNo });
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    expect((await api(t, headers, 'POST', '/pay/checkOrder', { orderNo })).body.data).toEqual({ status: 2 });
    const usable = await api(t, headers, 'GET', '/user/lucinaUserCoupon/selectLucinaUserCouponList?userStatus=0');
    expect(usable.body.data.map((c: any) => [c.id, c.held])).toEqual([[coupon, false]]);

    const k = sandboxOf(t).keys.wechat;
    const late = buildWechatNotification(
      { apiV3Key: k.apiV3Key, platformSerial: k.platformSerial, platformPrivateKey: k.platformPrivateKey },
      {
        appid: k.appId,
        mchid: k.mchId,
        out_trade_no: orderNo,
        transaction_id: `late${orderNo}`,
        trade_state: 'SUCCESS',
        amount: { total: packageAmount },
      },
    );
    expect((await postNotification(t, 'wechat', late)).statusCode).toBe(204);
    const row = await orderRow(t, orderNo);
    expect(row).toMatchObject({ status: 2, refundRequired: true });
    expect((await userRow(t, user.id)).userGrade).toBe(0);
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon));
    expect(c!.usedOrderId).toBeNull();
  });

  it('sandbox cashier: the QR page pays through the notify endpoint, or cancels', async () => {
    const { user, headers } = await t.login();
    const coupon = await welcomeCouponId(t, headers);
    expect((await api(t, headers, 'GET', '/user/lucinaUserCoupon/getMyCouponIsCheck')).body.data).toBe(true);
    await api(t, headers, 'GET', '/user/lucinaUserCoupon/getMyCouponRedIsDisappear');
    expect((await api(t, headers, 'GET', '/user/lucinaUserCoupon/getMyCouponIsCheck')).body.data).toBe(false);

    const { orderNo, packageAmountYuan } = (await openOrder(t, headers, { membershipPlanId: 1, userCouponId: coupon }))
      .body.data;
    const qr = await api(t, headers, 'POST', '/pay/createMultiPay', {
      orderNo,
      amount: packageAmountYuan,
      subject: 'x',
      membershipPlanId: 1,
    });
    const { wechatQrCode, alipayQrCode } = qr.body.data;
    expect(wechatQrCode).toContain(`/api/pay/sandbox/cashier?orderNo=${orderNo}&method=wechat`);
    expect(alipayQrCode).toContain('method=alipay');
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(wechatQrCode).pathname + new URL(wechatQrCode).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('¥23.92');
    expect(page.body).toContain('支付</button>');
    expect(page.body).not.toContain('<script');
    expect((await api(t, headers, 'POST', '/pay/checkOrder', { orderNo })).body.data).toEqual({ status: 0 });

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/cashier/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${orderNo}&method=alipay`,
    });
    expect(paid.body).toContain('支付成功');
    expect((await api(t, headers, 'POST', '/pay/checkOrder', { orderNo })).body.data).toEqual({ status: 1 });
    expect((await api(t, headers, 'GET', '/user/lucinaUser/getLucinaInfo')).body.data.userGrade).toBe('1');
    expect(
      (await api(t, headers, 'GET', '/user/lucinaUserCoupon/selectLucinaUserCouponList?userStatus=1')).body.data,
    ).toHaveLength(1);
    const again = await api(t, headers, 'POST', '/pay/createMultiPay', { orderNo });
    expect(again.body.data).toEqual({ status: 1 });
    // The provider sending its notification again (same transaction) is acknowledged and changes nothing.
    const paidRow = await orderRow(t, orderNo);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/cashier/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${orderNo}&method=alipay&resend=1`,
    });
    expect(resent.body).toContain('支付成功');
    const notified = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(notified.map((n) => [n.transactionId, n.outcome])).toEqual([[paidRow.transactionId, 'granted']]);
    expect(await orderRow(t, orderNo)).toMatchObject({ status: 1, refundRequired: false });

    const second = (await openOrder(t, headers, { membershipPlanId: 1, openType: 2 })).body.data.orderNo;
    await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/cashier/cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${second}&method=wechat`,
    });
    expect((await api(t, headers, 'POST', '/pay/checkOrder', { orderNo: second })).body.data).toEqual({ status: 2 });
    expect((await userRow(t, user.id)).userGrade).toBe(1);
  });
});

describe('referral and expiry', () => {
  it('credits the inviter 3 chats once per invitee', async () => {
    const inviter = await t.login();
    const invitee = await t.login({ nickname: '小明同学', phone: '13800138000' });
    await t.db.insert(invitations).values({ inviterUserId: inviter.user.id, inviteeUserId: invitee.user.id });
    const start = (await userRow(t, inviter.user.id)).chatCount;
    const results = await Promise.all([
      api(t, invitee.headers, 'POST', '/user/lucinaUser/getInviteReward'),
      api(t, inviter.headers, 'POST', '/user/lucinaUser/getInviteReward'),
      api(t, invitee.headers, 'POST', '/user/lucinaUser/getInviteReward'),
    ]);
    expect(results.reduce((n, r) => n + r.body.data.settled, 0)).toBe(1);
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start + 3);
    const info = await api(t, inviter.headers, 'GET', '/user/lucinaUser/inviteInfo');
    expect(info.body.data).toMatchObject({
      inviteCode: inviter.user.inviteCode,
      invitedCount: 1,
      rewardedChatCount: 3,
    });
    expect(info.body.data.inviteLink).toContain(`/auth/login?tk=${inviter.user.inviteCode}`);
    expect(info.body.data.friends[0]).toMatchObject({ nickname: '小**学', rewarded: true });
  });

  it('reports days left only within 7 days of expiry', async () => {
    const soon = await t.login({ userGrade: 2, endTime: new Date(Date.now() + 2.5 * DAY) });
    const later = await t.login({ userGrade: 2, endTime: new Date(Date.now() + 20 * DAY) });
    const none = await t.login();
    const path = '/user/lucinaUser/membershipWillExpireInDays';
    expect((await api(t, soon.headers, 'GET', path)).body.data).toBe(3);
    expect((await api(t, later.headers, 'GET', path)).body.data).toBe(0);
    expect((await api(t, none.headers, 'GET', path)).body.data).toBe(0);
    await t.db
      .update(users)
      .set({ endTime: sql`now() - interval '1 day'` })
      .where(eq(users.id, soon.user.id));
    expect((await api(t, soon.headers, 'GET', path)).body.data).toBe(0);
  });
});
