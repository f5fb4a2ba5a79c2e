import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, membershipPlans } from '../../src/db/schema/index.js';
import { paymentsSeeder } from '../../src/modules/payments/catalogue.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openOrder, orderRow, payOrder } from './helpers.js';
import { loginAs } from '../admin/helpers.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const update = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/plans/update', headers: admin.headers, payload });
const planOne = async () =>
  (await t.app.inject({ url: '/api/admin/plans', headers: admin.headers }))
    .json()
    .data.find((p: { id: number }) => p.id === 1);
const editable = (p: Record<string, unknown>) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  priceFen: p.priceFen,
  originPriceFen: p.originPriceFen,
  recommendedTag: p.recommendedTag,
  isActive: p.isActive,
  benefits: (p.benefits as { name: string; description: string }[]).map(({ name, description }) => ({
    name,
    description,
  })),
});

describe('plan prices', () => {
  it('a new price reaches the next order only; orders made before keep theirs; the edit is audited and survives a restart', async () => {
    const paidBuyer = await t.login();
    const paid = (await openOrder(t, paidBuyer.headers, { membershipPlanId: 1 })).body.data;
    await payOrder(t, paid);
    const waiting = await t.login();
    const pending = (await openOrder(t, waiting.headers, { membershipPlanId: 1 })).body.data;
    expect(pending.packageAmount).toBe(2990);

    const before = await planOne();
    const res = await update({ ...editable(before), priceFen: 1990, recommendedTag: '限时特惠' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ priceFen: 1990, recommendedTag: '限时特惠' });

    expect(await orderRow(t, paid.orderNo)).toMatchObject({ amountFen: 2990, planPriceFen: 2990, status: 1 });
    expect(await orderRow(t, pending.orderNo)).toMatchObject({ amountFen: 2990, planPriceFen: 2990 });
    const next = (await openOrder(t, waiting.headers, { membershipPlanId: 1 })).body.data;
    expect(next.packageAmount).toBe(1990);

    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.target, 'plan:1'));
    expect(row).toMatchObject({
      action: 'plan.update',
      actorUserId: admin.user.id,
      before: { priceFen: 2990, recommendedTag: '' },
      after: { priceFen: 1990, recommendedTag: '限时特惠' },
    });
    await paymentsSeeder.run(t.db);
    const [plan] = await t.db.select().from(membershipPlans).where(eq(membershipPlans.id, 1));
    expect(plan!.priceFen).toBe(1990);
  });

  it('refuses the single assessment, an original price below the price and an empty benefit list, changing nothing', async () => {
    const p = editable(await planOne());
    const cases = [
      { body: { ...p, id: 5 }, msg: '只能修改会员套餐 1–4' },
      { body: { ...p, originPriceFen: 100, priceFen: 200 }, msg: '原价不能低于售价' },
      { body: { ...p, benefits: [] }, msg: '请至少保留一项权益' },
      { body: { ...p, priceFen: 19.9 }, msg: '售价以分为单位，须为整数' },
    ];
    const audits = (await t.db.select().from(auditLog)).length;
    for (const c of cases) {
      const res = await update(c.body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(c.msg);
    }
    expect(editable(await planOne())).toEqual(p);
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
  });
});
