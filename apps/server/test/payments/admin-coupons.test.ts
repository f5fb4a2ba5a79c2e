import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCouponTemplate } from '@lucina/contracts/admin';
import { auditLog, couponIssues, systemMessages, userCoupons } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { api, openOrder, payOrder, recordOf } from './helpers.js';
import { loginAs } from '../admin/helpers.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const template = {
  name: '春季会员券',
  description: '春季活动专享',
  discountPermille: 700,
  validDays: 14,
  validUntil: null,
  minSpendFen: 0,
  planIds: [1, 2],
  isActive: true,
};

const post = (path: string, payload: object, headers: Record<string, string> = admin.headers) =>
  api(t, headers, 'POST', path, payload);
const create = (body: object = template) => post('/admin/coupons/templates/create', body);
const issue = (
  body: { templateId: number; audience: object; requestId?: string },
  headers: Record<string, string> = admin.headers,
) => post('/admin/coupons/issue', { requestId: randomUUID(), ...body }, headers);
const usable = async (headers: Record<string, string>, planId = 1) =>
  (
    await api(
      t,
      headers,
      'GET',
      `/user/lucinaUserCoupon/selectLucinaUserCouponList?userStatus=0&membershipPlanId=${planId}`,
    )
  ).body.data as { id: string; couponName: string; description: string; validEndTime: string }[];
const issuedTo = (userId: string, templateId: number) =>
  t.db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.templateId, templateId)));

describe('coupon templates', () => {
  it('an admin creates and edits a template; both writes are audited with before → after', async () => {
    const created = await create();
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(id).toBeGreaterThanOrEqual(100);
    expect(created.body.data).toMatchObject({ ...template, system: false, issuedCount: 0 });

    const edited = await post('/admin/coupons/templates/update', {
      ...template,
      templateId: id,
      discountPermille: 600,
    });
    expect(edited.body).toMatchObject({ code: 200, data: { discountPermille: 600 } });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `coupon-template:${id}`));
    expect(rows.map((r) => r.action).sort()).toEqual(['coupon.template.create', 'coupon.template.update']);
    expect(rows.find((r) => r.action === 'coupon.template.update')).toMatchObject({
      actorUserId: admin.user.id,
      before: { discountPermille: 700 },
      after: { discountPermille: 600 },
    });

    const list = (await api(t, admin.headers, 'GET', '/admin/coupons/templates')).body.data as {
      id: number;
      system: boolean;
    }[];
    expect(list.find((x) => x.id === id)).toBeDefined();
    expect(list.find((x) => x.id === 1)?.system).toBe(true);
  });

  it('refuses the welcome template, a validity given twice or not at all, and the single assessment as a plan', async () => {
    const audits = (await t.db.select().from(auditLog)).length;
    const cases = [
      {
        path: '/admin/coupons/templates/update',
        body: { ...template, templateId: 1 },
        msg: '新人券由系统自动发放，不能在后台修改或发放',
      },
      {
        path: '/admin/coupons/templates/create',
        body: { ...template, validUntil: '2030-01-01T00:00:00+08:00' },
        msg: '请填写领取后有效天数或固定截止时间（二选一）',
      },
      {
        path: '/admin/coupons/templates/create',
        body: { ...template, validDays: 0 },
        msg: '请填写领取后有效天数或固定截止时间（二选一）',
      },
      { path: '/admin/coupons/templates/create', body: { ...template, planIds: [5] }, msg: '只能选会员套餐 1–4' },
    ];
    for (const c of cases) {
      const res = await post(c.path, c.body);
      expect(res.status, c.msg).toBe(400);
      expect(res.body.msg).toBe(c.msg);
    }
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
  });

  it('refuses an operator (403) and a visitor (401), creating and issuing nothing', async () => {
    const operator = await loginAs(t, 'operator');
    const id = (await create()).body.data.id as number;
    const before = (await t.db.select().from(couponIssues)).length;
    for (const [headers, status] of [
      [operator.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await post('/admin/coupons/templates/create', template, headers)).status).toBe(status);
      expect((await issue({ templateId: id, audience: { kind: 'all' } }, headers)).status).toBe(status);
      expect((await api(t, headers, 'GET', '/admin/coupons/issues')).status).toBe(status);
    }
    expect((await t.db.select().from(couponIssues)).length).toBe(before);
  });
});

describe('issuing coupons', () => {
  it('to one user by email: the coupon is usable at checkout, the user is told, the issue is recorded and audited', async () => {
    const id = (await create({ ...template, name: '定向券', minSpendFen: 1000 })).body.data.id as number;
    const email = `buyer${Date.now()}@example.com`;
    const buyer = await t.login({ email });
    const res = await issue({ templateId: id, audience: { kind: 'user', who: email } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ templateId: id, templateName: '定向券', count: 1 });
    expect(res.body.data.audience).toMatchObject({ kind: 'user', userId: buyer.user.id });

    const coupon = (await usable(buyer.headers)).find((c) => c.couponName === '定向券');
    expect(coupon?.description).toBe('春季活动专享，满 10.00 元可用');
    const order = await openOrder(t, buyer.headers, { membershipPlanId: 1, userCouponId: coupon!.id });
    expect(order.status).toBe(200);
    // 7折 on 2990: the coupon takes floor(2990 × 0.3) = 897.
    expect(order.body.data.packageAmount).toBe(2093);

    const [notice] = await t.db
      .select()
      .from(systemMessages)
      .where(
        and(
          eq(systemMessages.userId, buyer.user.id),
          eq(systemMessages.kind, 'coupon'),
          like(systemMessages.content, '%定向券%'),
        ),
      );
    expect(notice?.content).toContain('7折');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `coupon-template:${id}`), eq(auditLog.action, 'coupon.issue')));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, after: { issueId: res.body.data.id, count: 1 } });

    const history = (await api(t, admin.headers, 'GET', `/admin/coupons/issues?templateId=${id}`)).body.data;
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ count: 1, actorNickname: admin.user.nickname });
    const templates = (await api(t, admin.headers, 'GET', '/admin/coupons/templates')).body
      .data as AdminCouponTemplate[];
    expect(templates.find((x) => x.id === id)?.issuedCount).toBe(1);
  });

  it('a coupon whose minimum spend exceeds the plan price is not offered and not accepted for it', async () => {
    const id = (await create({ ...template, name: '满减门槛券', minSpendFen: 5000 })).body.data.id as number;
    const buyer = await t.login();
    await issue({ templateId: id, audience: { kind: 'user', who: buyer.user.id } });
    expect((await usable(buyer.headers, 1)).some((c) => c.couponName === '满减门槛券')).toBe(false);
    const coupon = (await usable(buyer.headers, 2)).find((c) => c.couponName === '满减门槛券');
    expect(coupon).toBeDefined();
    const refused = await openOrder(t, buyer.headers, { membershipPlanId: 1, userCouponId: coupon!.id });
    expect(refused.status).toBe(400);
    expect((await openOrder(t, buyer.headers, { membershipPlanId: 2, userCouponId: coupon!.id })).status).toBe(200);
  });

  it('the same dialog submitted twice, even at once, issues once; its request id cannot be reused for another template', async () => {
    const id = (await create()).body.data.id as number;
    const other = (await create()).body.data.id as number;
    const buyer = await t.login();
    const body = { requestId: randomUUID(), templateId: id, audience: { kind: 'user', who: buyer.user.id } };
    const [a, b] = await Promise.all([issue(body), issue(body)]);
    const c = await issue(body);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data.id, b.body.data.id, c.body.data.id]).size).toBe(1);
    expect(await issuedTo(buyer.user.id, id)).toHaveLength(1);
    expect(await t.db.select().from(couponIssues).where(eq(couponIssues.requestId, body.requestId))).toHaveLength(1);
    const notices = await t.db
      .select()
      .from(systemMessages)
      .where(and(eq(systemMessages.userId, buyer.user.id), eq(systemMessages.kind, 'coupon')));
    expect(notices).toHaveLength(1);

    const reused = await issue({ ...body, templateId: other });
    expect(reused.status).toBe(409);
    expect(await issuedTo(buyer.user.id, other)).toHaveLength(0);
    // A new dialog is a new issue: the same template may reach the same user again.
    expect((await issue({ templateId: id, audience: body.audience })).status).toBe(200);
    expect(await issuedTo(buyer.user.id, id)).toHaveLength(2);
  });

  it('to the segment who finished a test and never paid: only they get one, each told once', async () => {
    const id = (await create({ ...template, name: '测评转化券' })).body.data.id as number;
    const finished = await t.login();
    await recordOf(t, finished.user.id);
    const payer = await t.login();
    await recordOf(t, payer.user.id);
    await payOrder(t, (await openOrder(t, payer.headers, { membershipPlanId: 1 })).body.data);
    const idle = await t.login();

    const res = await issue({ templateId: id, audience: { kind: 'unpaid' } });
    expect(res.status).toBe(200);
    expect(await issuedTo(finished.user.id, id)).toHaveLength(1);
    expect(await issuedTo(payer.user.id, id)).toHaveLength(0);
    expect(await issuedTo(idle.user.id, id)).toHaveLength(0);
    const holders = await t.db.select().from(userCoupons).where(eq(userCoupons.templateId, id));
    expect(res.body.data.count).toBe(holders.length);
    const notices = await t.db
      .select()
      .from(systemMessages)
      .where(like(systemMessages.dedupeKey, `coupon-issue:${res.body.data.id}:%`));
    expect(notices).toHaveLength(holders.length);
  });

  it('a segment nobody is in issues nothing and records nothing (the issue is one transaction)', async () => {
    const id = (await create()).body.data.id as number;
    const requestId = randomUUID();
    const res = await issue({
      requestId,
      templateId: id,
      audience: { kind: 'signup', from: '2001-01-01', to: '2001-01-31' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('没有符合条件的用户，优惠券未发放');
    expect(await t.db.select().from(couponIssues).where(eq(couponIssues.requestId, requestId))).toHaveLength(0);
    expect(await t.db.select().from(userCoupons).where(eq(userCoupons.templateId, id))).toHaveLength(0);
  });

  it('a template switched off is not issued; editing a template leaves coupons already issued as they were', async () => {
    const id = (await create()).body.data.id as number;
    const buyer = await t.login();
    await issue({ templateId: id, audience: { kind: 'user', who: buyer.user.id } });
    await post('/admin/coupons/templates/update', {
      ...template,
      templateId: id,
      discountPermille: 500,
      isActive: false,
    });
    const [coupon] = await issuedTo(buyer.user.id, id);
    expect(coupon!.discountPermille).toBe(700);
    const res = await issue({ templateId: id, audience: { kind: 'user', who: buyer.user.id } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('该优惠券模板已停用，不能发放');
  });
});
