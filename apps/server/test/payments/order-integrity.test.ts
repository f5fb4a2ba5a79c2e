import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reportUnlocks, surveyRecords } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { api, openOrder, orderRow, payOrder, recordOf, userRow } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const pendingOf = (userId: string) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 0)));
const unlocksOf = (userId: string) => t.db.select().from(reportUnlocks).where(eq(reportUnlocks.userId, userId));

describe('the single assessment unlocks one named record', () => {
  it('needs one of the buyer’s own records and unlocks only that record', async () => {
    const { user, headers } = await t.login();
    const stranger = await t.login();
    const [mine, other, theirs] = [
      await recordOf(t, user.id),
      await recordOf(t, user.id),
      await recordOf(t, stranger.user.id),
    ];
    const missing = await openOrder(t, headers, { membershipPlanId: 5 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('单次测评需在测评报告页购买（缺少测评记录）');
    const foreign = await openOrder(t, headers, { membershipPlanId: 5, recordId: theirs });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('测评记录不存在');
    expect(await pendingOf(user.id)).toEqual([]);

    const order = (await openOrder(t, headers, { membershipPlanId: 5, recordId: mine })).body.data;
    expect((await payOrder(t, order)).statusCode).toBe(204);
    expect((await unlocksOf(user.id)).map((u) => u.recordId)).toEqual([mine]);
    const reports = t.app.ctx.services.assessmentReports;
    expect(await reports.hasFullReport(user.id, mine)).toBe(true);
    expect(await reports.hasFullReport(user.id, other)).toBe(false);
  });

  it('an order whose record is deleted before payment unlocks nothing and is flagged for refund', async () => {
    const { user, headers } = await t.login();
    const [doomed, kept] = [await recordOf(t, user.id), await recordOf(t, user.id)];
    const order = (await openOrder(t, headers, { membershipPlanId: 5, recordId: doomed })).body.data;
    await t.db.delete(surveyRecords).where(eq(surveyRecords.id, doomed));
    expect((await payOrder(t, order)).statusCode).toBe(204);
    expect(await orderRow(t, order.orderNo)).toMatchObject({ status: 1, refundRequired: true });
    expect(await unlocksOf(user.id)).toEqual([]);
    expect(await t.app.ctx.services.assessmentReports.hasFullReport(user.id, kept)).toBe(false);
  });
});

describe('one pending order per user', () => {
  it('concurrent openings of the same choice share one order, and reopening the dialog shows its QR again', async () => {
    const { user, headers } = await t.login({ userGrade: 1, endTime: new Date(Date.now() + 20 * DAY) });
    const opened = await Promise.all([1, 2, 3].map(() => openOrder(t, headers, { membershipPlanId: 3 })));
    expect(opened.map((o) => o.status)).toEqual([200, 200, 200]);
    const orderNo = opened[0]!.body.data.orderNo;
    expect(opened.map((o) => o.body.data.orderNo)).toEqual([orderNo, orderNo, orderNo]);
    expect((await pendingOf(user.id)).map((o) => o.orderNo)).toEqual([orderNo]);
    const qr = (await api(t, headers, 'POST', '/pay/createMultiPay', { orderNo })).body.data;
    const again = (await openOrder(t, headers, { membershipPlanId: 3 })).body.data;
    expect(again.orderNo).toBe(orderNo);
    expect((await api(t, headers, 'POST', '/pay/createMultiPay', { orderNo })).body.data).toEqual(qr);
  });

  it('concurrent openings of different plans leave one payable order; the upgrade discount is paid out once', async () => {
    const { user, headers } = await t.login({ userGrade: 1, endTime: new Date(Date.now() + 20 * DAY) });
    const [three, four] = await Promise.all([
      openOrder(t, headers, { membershipPlanId: 3 }),
      openOrder(t, headers, { membershipPlanId: 4 }),
    ]);
    expect(three.body.data.upgradeDifferenceAmountFen).toBeGreaterThan(0);
    expect(four.body.data.upgradeDifferenceAmountFen).toBeGreaterThan(0);
    const pending = await pendingOf(user.id);
    expect(pending).toHaveLength(1);
    const [payable, stale] = pending[0]!.planId === 3 ? [three, four] : [four, three];
    expect((await payOrder(t, payable.body.data)).statusCode).toBe(204);
    const grade = (await userRow(t, user.id)).userGrade;
    expect(grade).toBe(pending[0]!.planId);
    // The superseded order, paid anyway, is money to return: it grants nothing a second time.
    expect((await payOrder(t, stale.body.data)).statusCode).toBe(204);
    expect(await orderRow(t, stale.body.data.orderNo)).toMatchObject({ status: 2, refundRequired: true });
    expect((await userRow(t, user.id)).userGrade).toBe(grade);
  });

  it('the database refuses a second pending order of one user', async () => {
    const { user, headers } = await t.login();
    const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 1 })).body.data;
    const { id: _id, ...row } = await orderRow(t, orderNo);
    await expect(t.db.insert(orders).values({ ...row, orderNo: `${orderNo}X` })).rejects.toThrow();
    expect(await pendingOf(user.id)).toHaveLength(1);
  });
});
