import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, conversations, messages, systemMessages } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openOrder, payOrder, recordOf, userRow, welcomeCouponId } from '../payments/helpers.js';
import { loginAs } from '../admin/helpers.js';

const DAY = 86_400_000;
const CHINESE = /[\u4e00-\u9fff]/;

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', '客服主管');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: admin.headers });
const grant = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users/grant', headers: admin.headers, payload });
const grants = async (userId: string) => t.db.select().from(systemMessages).where(eq(systemMessages.userId, userId));
const audits = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `user:${userId}`));

describe('finding users', () => {
  it('searches by phone, email, nickname and id', async () => {
    const stamp = String(Date.now()).slice(-8);
    const { user } = await t.login({
      nickname: `找我${stamp}`,
      phone: `139${stamp}`,
      email: `find${stamp}@example.com`,
    });
    for (const keyword of [`139${stamp}`, stamp.slice(2), `find${stamp}@`, `找我${stamp}`, user.id]) {
      const res = await get(`/api/admin/users?keyword=${encodeURIComponent(keyword)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().data.list.map((u: { id: string }) => u.id),
        keyword,
      ).toEqual([user.id]);
    }
    // LIKE's wildcards in a keyword match themselves, not everyone.
    expect((await get('/api/admin/users?keyword=%25')).json().data.total).toBe(0);
  });

  it('shows level, expiry, chats, orders, coupons, test records and how many conversations, not what was said', async () => {
    const { user, headers } = await t.login({ nickname: '详情用户', chatCount: 7 });
    const recordId = await recordOf(t, user.id);
    const coupon = await welcomeCouponId(t, headers);
    const { body } = await openOrder(t, headers, { membershipPlanId: 1 });
    await payOrder(t, body.data);
    const [conv] = await t.db.insert(conversations).values({ userId: user.id, title: '我该转行吗' }).returning();
    await t.db.insert(messages).values({ conversationId: conv!.id, role: 'user', content: '私密的提问内容' });

    const res = await get(`/api/admin/users/detail?id=${user.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: user.id, nickname: '详情用户', level: 1, chatCount: 7, conversationCount: 1 });
    expect(new Date(d.endTime).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(d.orders).toHaveLength(1);
    expect(d.orders[0]).toMatchObject({ orderNo: body.data.orderNo, status: 1, payMethod: 'wechat' });
    expect(d.coupons).toEqual([expect.objectContaining({ id: coupon, state: 'usable', discountPermille: 800 })]);
    expect(d.records).toEqual([expect.objectContaining({ id: recordId, status: 'submitted', unlocked: false })]);
    expect(JSON.stringify(d)).not.toContain('私密的提问内容');
    expect(JSON.stringify(d)).not.toContain('我该转行吗');
  });

  it('answers an unknown id with 404 and a malformed one with 400, in Chinese', async () => {
    const missing = await get('/api/admin/users/detail?id=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('用户不存在');
    const bad = await get('/api/admin/users/detail?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(CHINESE);
  });
});

describe('granting chats and membership days', () => {
  it('adds chats, tells the user with the reason and audits before → after', async () => {
    const { user } = await t.login({ chatCount: 2 });
    const res = await grant({ userId: user.id, chats: 20, reason: '客诉补偿' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.chatCount).toBe(22);
    const [msg] = (await grants(user.id)).filter((m) => m.kind === 'grant');
    expect(msg!.content).toContain('20 次 AI 对话次数');
    expect(msg!.content).toContain('客诉补偿');
    const [row] = await audits(user.id);
    expect(row).toMatchObject({
      action: 'user.grant',
      actorUserId: admin.user.id,
      before: { chatCount: 2, level: 0, endTime: null },
      after: { chatCount: 22, level: 0, endTime: null, reason: '客诉补偿' },
    });
  });

  it('gives a non-member the chosen level from now, and extends a member at their own level', async () => {
    const { user } = await t.login();
    const started = Date.now();
    await grant({ userId: user.id, days: 7, level: 2, reason: '活动奖励' });
    const u = await userRow(t, user.id);
    expect(u.userGrade).toBe(2);
    expect(u.endTime!.getTime()).toBeGreaterThanOrEqual(started + 7 * DAY);
    expect(u.endTime!.getTime()).toBeLessThan(Date.now() + 7 * DAY + 1000);

    const end = new Date(Date.now() + 10 * DAY);
    const member = await t.login({ userGrade: 1, endTime: end });
    const res = await grant({ userId: member.user.id, days: 5, chats: 3, reason: '服务中断补偿' });
    expect(res.json().data).toMatchObject({ level: 1, endTime: new Date(end.getTime() + 5 * DAY).toISOString() });
    const [msg] = (await grants(member.user.id)).filter((m) => m.kind === 'grant');
    expect(msg!.content).toContain('5 天会员时长');
    expect(msg!.content).toContain('3 次 AI 对话次数');
  });

  it('refuses another level for a member, an empty grant and a missing reason, changing nothing', async () => {
    const end = new Date(Date.now() + 10 * DAY);
    const { user } = await t.login({ userGrade: 1, endTime: end, chatCount: 5 });
    const cases = [
      {
        body: { userId: user.id, days: 30, level: 3, reason: '升级补偿' },
        msg: '该用户当前是 1 级会员，只能赠送当前等级的天数',
      },
      { body: { userId: user.id, reason: '什么也没给' }, msg: '请填写赠送的对话次数或会员天数' },
      { body: { userId: user.id, chats: 5, reason: '' }, msg: '原因至少 2 个字' },
      { body: { userId: user.id, chats: 0, reason: '零次' }, msg: '对话次数至少 1 次' },
    ];
    for (const c of cases) {
      const res = await grant(c.body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(c.msg);
    }
    const u = await userRow(t, user.id);
    expect({ level: u.userGrade, endTime: u.endTime, chats: u.chatCount }).toEqual({
      level: 1,
      endTime: end,
      chats: 5,
    });
    expect(await audits(user.id)).toHaveLength(0);
    expect((await grants(user.id)).filter((m) => m.kind === 'grant')).toHaveLength(0);
  });
});
