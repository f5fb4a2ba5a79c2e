import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountCancellations,
  auditLog,
  conversations,
  feedbackCategories,
  feedbacks,
  invitations,
  messages,
  orders,
  safetyBlocks,
  safetyReports,
  trackingEvents,
  users,
} from '../../src/db/schema/index.js';
import { cooldownKey } from '../../src/modules/login/otp.service.js';
import { loginAs } from '../admin/helpers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LOGIN_TEST_ENV, latestCode, newPhone, phoneLogin } from '../login/helpers.js';
import { api, openOrder, payOrder, recordOf, welcomeCouponId } from '../payments/helpers.js';

const CHINESE = /[\u4e00-\u9fff]/;
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: LOGIN_TEST_ENV });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: token });

/** Asks for the cancellation code and returns it, as the console SMS provider recorded it. */
async function cancellationCode(token: string, phone: string) {
  await t.kv.del(cooldownKey({ purpose: 'cancel', target: phone }));
  const sent = await api(t, auth(token), 'POST', '/user/rights/cancellation/code');
  expect(sent.body.code).toBe(200);
  return latestCode(t, phone);
}

/** Every row of every table that still mentions `needle` anywhere in its columns, as `table` names. */
async function rowsOf<T>(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tablesMentioning(needle: string) {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name: name } of tables) {
    if (name.startsWith('__')) continue;
    const hit = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} r where r::text like ${`%${needle}%`}`,
    );
    if ((hit[0]?.n ?? 0) > 0) found.push(name);
  }
  return found.sort();
}

/**
 * What the safety gate keeps of a person: a declined question and a stopped answer, and a report of an answer,
 * each carrying their words (with the phone in them, so the every-table check sees what is left).
 */
async function safetyRecordsOf(userId: string, phone: string, messageId: string) {
  await t.db.insert(safetyBlocks).values([
    {
      stage: 'question',
      question: `拦截的提问${phone}`,
      category: 'medical',
      rule: 'rule:medical-get-rx',
      provider: 'local',
      userId,
    },
    {
      stage: 'answer',
      question: `被截断回答的提问${phone}`,
      answer: `截断前的回答${phone}`,
      category: 'illegal',
      rule: 'keyword:x',
      provider: 'local',
      userId,
      messageId,
    },
  ]);
  await t.db.insert(safetyReports).values({
    messageId,
    reason: 'harmful',
    detail: `举报说明${phone}`,
    question: `被举报的提问${phone}`,
    answer: `被举报的回答${phone}`,
    userId,
  });
}

/** An account with something in every corner: chat, a test record, feedback, tracking, a paid order, an invitee, safety records. */
async function fullAccount() {
  const phone = newPhone();
  const { token, userId } = await phoneLogin(t, phone);
  const headers = auth(token);
  const [conv] = await t.db
    .insert(conversations)
    .values({ userId, title: `私密标题${phone}` })
    .returning();
  const [msg] = await t.db
    .insert(messages)
    .values({ conversationId: conv!.id, role: 'user', content: `私密提问${phone}` })
    .returning();
  await safetyRecordsOf(userId, phone, msg!.id);
  await recordOf(t, userId);
  await t.db.insert(feedbackCategories).values({ id: 1, name: '其他' }).onConflictDoNothing();
  await t.db.insert(feedbacks).values({ userId, categoryId: 1, content: '反馈内容', contact: phone });
  await t.db.insert(trackingEvents).values({ eventName: 'pv', params: {}, userId, ip: '10.1.2.3' });
  const coupon = await welcomeCouponId(t, headers);
  const order = await openOrder(t, headers, { membershipPlanId: 1, userCouponId: coupon });
  expect((await payOrder(t, order.body.data)).statusCode).toBe(204);
  const invitee = await t.login({ nickname: '被邀请人' });
  await t.db.insert(invitations).values({ inviterUserId: userId, inviteeUserId: invitee.user.id });
  return { phone, token, userId, headers, orderNo: order.body.data.orderNo as string };
}

describe('asking to cancel', () => {
  it('shows what will be lost and where the code goes, masked', async () => {
    const { headers } = await fullAccount();
    const res = await api(t, headers, 'GET', '/user/rights/cancellation/preview');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      channel: 'sms',
      coolingOffDays: 15,
      conversations: 1,
      records: 1,
      usableCoupons: 0,
    });
    expect(res.body.data.contact).toMatch(/^139\*{4}\d{4}$/);
    expect(new Date(res.body.data.memberEndTime).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('refuses a wrong code in Chinese and changes nothing', async () => {
    const phone = newPhone();
    const { token, userId } = await phoneLogin(t, phone);
    const code = await cancellationCode(token, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await api(t, auth(token), 'POST', '/user/rights/cancellation/request', { otpCode: wrong });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(CHINESE);
    expect(await t.db.select().from(accountCancellations).where(eq(accountCancellations.userId, userId))).toEqual([]);
    expect((await api(t, auth(token), 'GET', '/user/rights/status')).status).toBe(200);
  });

  it('a login code does not confirm a cancellation', async () => {
    const phone = newPhone();
    const { token } = await phoneLogin(t, phone);
    const loginCode = await latestCode(t, phone);
    const res = await api(t, auth(token), 'POST', '/user/rights/cancellation/request', { otpCode: loginCode });
    expect(res.status).toBe(400);
  });

  it('with the code: 15 days of cooling off, logged out everywhere; logging in again can withdraw', async () => {
    const phone = newPhone();
    const { token, userId } = await phoneLogin(t, phone);
    const other = await t.app.ctx.services.sessions.issue(userId);
    const code = await cancellationCode(token, phone);
    const res = await api(t, auth(token), 'POST', '/user/rights/cancellation/request', { otpCode: code });
    expect(res.status).toBe(200);
    const due = new Date(res.body.data.dueTime).getTime();
    expect(due - new Date(res.body.data.requestTime).getTime()).toBe(15 * DAY);
    for (const tk of [token, other.token]) {
      expect((await api(t, auth(tk), 'GET', '/user/lucinaUser/getLucinaInfo')).status).toBe(401);
    }

    const again = await phoneLogin(t, phone);
    expect(again.userId).toBe(userId);
    const status = await api(t, auth(again.token), 'GET', '/user/rights/status');
    expect(status.body.data.cancellation).toEqual(res.body.data);
    expect((await api(t, auth(again.token), 'POST', '/user/rights/cancellation/withdraw')).status).toBe(200);
    expect((await api(t, auth(again.token), 'GET', '/user/rights/status')).body.data.cancellation).toBeNull();
    const twice = await api(t, auth(again.token), 'POST', '/user/rights/cancellation/withdraw');
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('当前没有待处理的注销申请');
  });

  it("another user's withdrawal touches nobody else's request", async () => {
    const a = await fullAccount();
    await api(t, a.headers, 'POST', '/user/rights/cancellation/request', {
      otpCode: await cancellationCode(a.token, a.phone),
    });
    const b = await t.login();
    expect((await api(t, b.headers, 'POST', '/user/rights/cancellation/withdraw')).status).toBe(400);
    expect((await api(t, b.headers, 'GET', '/user/rights/status')).body.data.cancellation).toBeNull();
    expect(
      await t.db.select().from(accountCancellations).where(eq(accountCancellations.userId, a.userId)),
    ).toHaveLength(1);
  });
});

describe('the erasure after the cooling-off period', () => {
  it('erases everything personal, keeps the paid order without contact, and the phone starts afresh', async () => {
    const a = await fullAccount();
    await api(t, a.headers, 'POST', '/user/rights/cancellation/request', {
      otpCode: await cancellationCode(a.token, a.phone),
    });
    // Not due yet: the job leaves it.
    expect(await t.app.ctx.services.rights.cancellation.eraseDue()).toBe(0);
    await t.db
      .update(accountCancellations)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(accountCancellations.userId, a.userId));
    expect(await t.app.ctx.services.rights.cancellation.eraseDue()).toBeGreaterThanOrEqual(1);

    // Nothing anywhere names the phone (the questions and titles carry it too); only the order (and the row it points at) names the account.
    expect(await tablesMentioning(a.phone)).toEqual([]);
    // The erasure's own audit row, the order, the coupon it used, and the empty row they point at.
    expect(await tablesMentioning(a.userId)).toEqual(['audit_log', 'orders', 'user_coupons', 'users']);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, a.orderNo));
    expect(order).toMatchObject({ userId: a.userId, status: 1 });
    const [row] = await t.db.select().from(users).where(eq(users.id, a.userId));
    expect(row).toMatchObject({ nickname: '已注销用户', phone: null, email: null, userGrade: 0 });
    expect(row!.erasedAt).not.toBeNull();
    // The safety records stay for the regulator, without the person: what was stopped, by which rule, when.
    const blocks = await t.db.select().from(safetyBlocks).where(eq(safetyBlocks.rule, 'rule:medical-get-rx'));
    expect(blocks.filter((b) => b.createdAt >= row!.createdAt)).toContainEqual(
      expect.objectContaining({ stage: 'question', category: 'medical', question: '', userId: null, visitorId: null }),
    );

    const fresh = await phoneLogin(t, a.phone);
    expect(fresh.userId).not.toBe(a.userId);
    const h = auth(fresh.token);
    expect((await api(t, h, 'GET', '/user/lucinaUser/getLucinaInfo')).body.data).toMatchObject({ userGrade: '0' });
    expect((await api(t, h, 'GET', '/user/lucinaUserOrder/selectLucinaUserOrderList')).body.data ?? []).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNo: a.orderNo })]),
    );
    const convs = await t.db.select().from(conversations).where(eq(conversations.userId, fresh.userId));
    expect(convs).toEqual([]);
  });

  it('an account without orders goes entirely', async () => {
    const phone = newPhone();
    const { token, userId } = await phoneLogin(t, phone);
    // Deleting the row alone would null the block's user and leave its text.
    const [conv] = await t.db.insert(conversations).values({ userId, title: '标题' }).returning();
    const [msg] = await t.db
      .insert(messages)
      .values({ conversationId: conv!.id, role: 'assistant', content: '回答' })
      .returning();
    await safetyRecordsOf(userId, phone, msg!.id);
    await api(t, auth(token), 'POST', '/user/rights/cancellation/request', {
      otpCode: await cancellationCode(token, phone),
    });
    await t.db
      .update(accountCancellations)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(accountCancellations.userId, userId));
    await t.app.ctx.services.rights.cancellation.eraseDue();
    expect(await t.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await tablesMentioning(phone)).toEqual([]);
  });
});

describe('the console', () => {
  it('lists pending requests and executes one early, in the audit log; only for admins', async () => {
    const admin = await loginAs(t, 'admin', '注销审核员');
    const operator = await loginAs(t, 'operator');
    const a = await fullAccount();
    await api(t, a.headers, 'POST', '/user/rights/cancellation/request', {
      otpCode: await cancellationCode(a.token, a.phone),
    });
    expect((await api(t, operator.headers, 'GET', '/admin/cancellations')).status).toBe(403);
    const list = await api(t, admin.headers, 'GET', '/admin/cancellations');
    const mine = list.body.data.find((c: { userId: string }) => c.userId === a.userId);
    expect(mine.phone).toMatch(/\*{4}/);

    const refused = await api(t, operator.headers, 'POST', '/admin/cancellations/execute', { userId: a.userId });
    expect(refused.status).toBe(403);
    const done = await api(t, admin.headers, 'POST', '/admin/cancellations/execute', { userId: a.userId });
    expect(done.status).toBe(200);
    expect(await tablesMentioning(a.phone)).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${a.userId}`));
    expect(entry).toMatchObject({ action: 'account.erase', actorUserId: admin.user.id, actorNickname: '注销审核员' });
    expect(JSON.stringify(entry)).not.toContain(a.phone);

    const again = await api(t, admin.headers, 'POST', '/admin/cancellations/execute', { userId: a.userId });
    expect(again.status).toBe(404);
    expect(again.body.msg).toMatch(CHINESE);
  });
});
