import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorText } from '@lucina/contracts';
import { auditLog, conversations, messages, safetyBlocks, safetyReports, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { loginAs } from '../admin/helpers.js';

const DAY = 86_400_000;

let t: TestApp;
let operator: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SAFETY_RECORD_RETENTION_DAYS: '200' } });
  operator = await loginAs(t, 'operator');
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const post = async (url: string, body: unknown, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: body as object });
  return { status: res.statusCode, body: res.json() };
};
const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  return { status: res.statusCode, body: res.json() };
};

/** A conversation of `userId` with one question and its answer; returns the answer's id. */
async function answerOf(userId: string, answer = '这是一条回答') {
  const [c] = await t.db.insert(conversations).values({ userId, title: '对话' }).returning();
  const [q] = await t.db
    .insert(messages)
    .values({ conversationId: c!.id, role: 'user', content: '我适合什么工作？' })
    .returning();
  const [a] = await t.db
    .insert(messages)
    .values({ conversationId: c!.id, role: 'assistant', content: answer, parentId: q!.id })
    .returning();
  return { answerId: a!.id, questionId: q!.id };
}

describe('reporting an answer', () => {
  it('records the reason, the question and the answer once, and tells the user it was received', async () => {
    const user = await t.login({ nickname: '举报人' });
    const { answerId } = await answerOf(user.user.id, '不当的回答');
    const res = await post(
      '/ai/conversation/report',
      { id: answerId, reason: 'porn', detail: ' 内容低俗 ' },
      user.headers,
    );
    expect(res).toMatchObject({ status: 200, body: { data: { message: '已收到举报，我们会尽快处理' } } });
    const [row] = await t.db.select().from(safetyReports).where(eq(safetyReports.messageId, answerId));
    expect(row).toMatchObject({
      reason: 'porn',
      detail: '内容低俗',
      question: '我适合什么工作？',
      answer: '不当的回答',
      userId: user.user.id,
      status: 'pending',
    });
    const again = await post('/ai/conversation/report', { id: answerId, reason: 'other' }, user.headers);
    expect(again).toMatchObject({ status: 409, body: { msg: '你已举报过这条回答，我们会尽快处理' } });
    expect(await t.db.$count(safetyReports, eq(safetyReports.messageId, answerId))).toBe(1);
  });

  it('cannot report another user’s message, a question, or with a bad reason; nothing is recorded', async () => {
    const owner = await t.login();
    const stranger = await t.login();
    const { answerId, questionId } = await answerOf(owner.user.id);
    const before = await t.db.$count(safetyReports);
    expect(await post('/ai/conversation/report', { id: answerId, reason: 'illegal' }, stranger.headers)).toMatchObject({
      status: 404,
      body: { msg: '消息不存在或已删除' },
    });
    expect((await post('/ai/conversation/report', { id: questionId, reason: 'illegal' }, owner.headers)).status).toBe(
      400,
    );
    expect((await post('/ai/conversation/report', { id: answerId, reason: 'boring' }, owner.headers)).body.msg).toBe(
      '请选择举报原因',
    );
    expect(
      (
        await post(
          '/ai/conversation/report',
          { id: answerId, reason: 'other', detail: '长'.repeat(201) },
          owner.headers,
        )
      ).body.msg,
    ).toBe('补充说明最多 200 字');
    expect((await post('/ai/conversation/report', { id: answerId, reason: 'other' }, {})).body.msg).toBe(
      ErrorText.visitorIdRequired,
    );
    expect(await t.db.$count(safetyReports)).toBe(before);
  });

  it('is limited per account per hour', async () => {
    const user = await t.login();
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const { answerId } = await answerOf(user.user.id);
      last = (await post('/ai/conversation/report', { id: answerId, reason: 'inaccurate' }, user.headers)).status;
      if (i < 20) expect(last).toBe(200);
    }
    expect(last).toBe(429);
  });
});

describe('the review queue', () => {
  it('lists blocks and reports together, filtered by source, status and category; staff only', async () => {
    const user = await t.login({ nickname: '被拦的人' });
    await t.db.insert(safetyBlocks).values({
      stage: 'answer',
      question: '问题甲',
      answer: '写到一半的回答',
      category: 'porn',
      rule: 'keyword:某词',
      provider: 'local',
      userId: user.user.id,
    });
    const { answerId } = await answerOf(user.user.id, '被举报的回答');
    await post('/ai/conversation/report', { id: answerId, reason: 'porn', detail: '不合适' }, user.headers);

    expect((await get('/admin/safety/queue', user.headers)).status).toBe(403);
    const all = await get('/admin/safety/queue?category=porn&status=pending', operator.headers);
    expect(all.status).toBe(200);
    const mine = all.body.data.list.filter((i: { userId: string }) => i.userId === user.user.id);
    expect(mine.map((i: { source: string }) => i.source).sort()).toEqual(['block', 'report']);
    expect(mine.find((i: { source: string }) => i.source === 'block')).toMatchObject({
      question: '问题甲',
      answer: '写到一半的回答',
      rule: 'keyword:某词',
      nickname: '被拦的人',
      stage: 'answer',
    });
    const reports = await get('/admin/safety/queue?source=report&category=porn', operator.headers);
    expect(reports.body.data.list.every((i: { source: string }) => i.source === 'report')).toBe(true);
    expect((await get('/admin/safety/queue?source=nope', operator.headers)).body.msg).toBe(
      '来源只能是 block 或 report',
    );
  });

  it('dismisses or confirms once, each written to the audit log', async () => {
    const user = await t.login();
    const [block] = await t.db
      .insert(safetyBlocks)
      .values({
        stage: 'question',
        question: '问',
        category: 'fraud',
        rule: 'r',
        provider: 'local',
        userId: user.user.id,
      })
      .returning();
    const done = await post(
      '/admin/safety/queue/action',
      { source: 'block', id: block!.id, action: 'dismiss', note: '误判' },
      operator.headers,
    );
    expect(done).toMatchObject({ status: 200, body: { data: { status: 'dismissed' } } });
    const twice = await post(
      '/admin/safety/queue/action',
      { source: 'block', id: block!.id, action: 'confirm' },
      operator.headers,
    );
    expect(twice).toMatchObject({ status: 409, body: { msg: '该记录已处理过' } });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `safety_block:${block!.id}`));
    expect(audit).toMatchObject({ action: 'safety.review.dismiss', actorUserId: operator.user.id });
    expect(audit!.after).toMatchObject({ status: 'dismissed', note: '误判' });
    const missing = await post(
      '/admin/safety/queue/action',
      { source: 'report', id: block!.id, action: 'confirm' },
      operator.headers,
    );
    expect(missing).toMatchObject({ status: 404, body: { msg: '该记录不存在' } });
  });

  it('disables the account (admin only): its sessions end, login is refused, the queue shows it', async () => {
    const user = await t.login({ email: `bad${Date.now()}@example.com` });
    const { answerId } = await answerOf(user.user.id);
    await post('/ai/conversation/report', { id: answerId, reason: 'illegal' }, user.headers);
    const [report] = await t.db.select().from(safetyReports).where(eq(safetyReports.messageId, answerId));
    const body = { source: 'report', id: report!.id };
    expect((await post('/admin/safety/queue/disable', body, operator.headers)).status).toBe(403);
    const res = await post('/admin/safety/queue/disable', body, admin.headers);
    expect(res).toMatchObject({ status: 200, body: { data: { status: 'confirmed', userDisabled: true } } });
    expect((await get('/user/lucinaUser/getLucinaInfo', user.headers)).status).toBe(401);
    const [row] = await t.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, user.user.id));
    expect(row!.disabledAt).not.toBeNull();
    const actions = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${user.user.id}`));
    expect(actions.map((a) => a.action)).toContain('user.disable');
    // Any login method ends in signIn: a disabled account gets no session.
    const login = t.app.ctx.services.accounts.signIn(
      async (tx) => ({ user: (await tx.select().from(users).where(eq(users.id, user.user.id)))[0]!, created: false }),
      { tempToken: null, meta: { userAgent: null, ip: null } },
    );
    await expect(login).rejects.toMatchObject({ message: '该账号因违反社区规范已被停用，如有疑问请联系客服' });
    const again = await post('/admin/safety/queue/disable', body, admin.headers);
    expect(again).toMatchObject({ status: 409, body: { msg: '该账号已停用' } });
  });

  it('refuses to disable a visitor’s record: there is no account', async () => {
    const [block] = await t.db
      .insert(safetyBlocks)
      .values({ stage: 'question', question: '问', category: 'fraud', rule: 'r', provider: 'local', userId: null })
      .returning();
    const res = await post('/admin/safety/queue/disable', { source: 'block', id: block!.id }, admin.headers);
    expect(res).toMatchObject({ status: 400, body: { msg: '该记录来自未登录访客，没有可停用的账号' } });
    const [row] = await t.db.select().from(safetyBlocks).where(eq(safetyBlocks.id, block!.id));
    expect(row!.status).toBe('pending');
  });
});

describe('dashboard and retention', () => {
  it('shows blocks today and this week by category and the open reviews', async () => {
    const res = await get('/admin/dashboard?days=7', admin.headers);
    const { safety } = res.body.data;
    const pending = await t.db.$count(safetyReports, eq(safetyReports.status, 'pending'));
    expect(safety.openReports).toBe(pending);
    expect(safety.openBlocks).toBe(await t.db.$count(safetyBlocks, eq(safetyBlocks.status, 'pending')));
    const porn = safety.blocksToday.find((c: { category: string }) => c.category === 'porn');
    expect(porn.count).toBe(1);
    await t.db.insert(safetyBlocks).values({
      stage: 'question',
      question: '三天前',
      category: 'porn',
      rule: 'r',
      provider: 'local',
      createdAt: new Date(Date.now() - 3 * DAY),
    });
    const later = (await get('/admin/dashboard?days=7', admin.headers)).body.data.safety;
    expect(later.blocksToday.find((c: { category: string }) => c.category === 'porn').count).toBe(1);
    expect(later.blocksWeek.find((c: { category: string }) => c.category === 'porn').count).toBe(2);
  });

  it('deletes blocks and reports older than the configured age, and keeps younger ones', async () => {
    const now = Date.now();
    const user = await t.login();
    const old = (await answerOf(user.user.id)).answerId;
    const young = (await answerOf(user.user.id)).answerId;
    await t.db.insert(safetyReports).values([
      { messageId: old, reason: 'other', answer: '旧', userId: user.user.id, createdAt: new Date(now - 201 * DAY) },
      { messageId: young, reason: 'other', answer: '新', userId: user.user.id, createdAt: new Date(now - 199 * DAY) },
    ]);
    await t.db.insert(safetyBlocks).values([
      {
        stage: 'question',
        question: '旧的',
        category: 'fraud',
        rule: 'r',
        provider: 'local',
        createdAt: new Date(now - 201 * DAY),
      },
      {
        stage: 'question',
        question: '新的',
        category: 'fraud',
        rule: 'r',
        provider: 'local',
        createdAt: new Date(now - 199 * DAY),
      },
    ]);
    const deleted = await t.app.ctx.services.rights.retention.run(new Date(now));
    expect(deleted).toMatchObject({ safety_blocks: 1, safety_reports: 1 });
    expect(await t.db.$count(safetyReports, eq(safetyReports.messageId, old))).toBe(0);
    expect(await t.db.$count(safetyReports, eq(safetyReports.messageId, young))).toBe(1);
    expect(await t.db.$count(safetyBlocks, eq(safetyBlocks.question, '旧的'))).toBe(0);
    expect(await t.db.$count(safetyBlocks, eq(safetyBlocks.question, '新的'))).toBe(1);
  });
});
