import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BizCode, Chat, ChatText } from '@lucina/contracts';
import { conversations, messages, users } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import {
  call,
  createChatApp,
  hasEvent,
  listen,
  openStream,
  parseSse,
  startEvent,
  streamCall,
  textOf,
  upstreamEnv,
  visitorHeaders,
} from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;

describe('chat quotas', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    // Six answers at once race for the chats left, so the cap on simultaneous answers is lifted here.
    t = await createChatApp({
      ...upstreamEnv(upstream),
      CHAT_VISITOR_DAILY_PER_IP: '5',
      CHAT_LIVE_ANSWERS_PER_OWNER: '10',
    });
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  const chatCountOf = async (userId: string) =>
    (await t.db.select({ n: users.chatCount }).from(users).where(eq(users.id, userId)))[0]!.n;
  const ask = (headers: Record<string, string>, extra: object = {}, remoteAddress = '127.0.0.1') =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/ai/conversation/directMessage',
        payload: { messageContent: '额度问题', ...extra },
        headers,
        remoteAddress,
      })
      .then((res) => ({ res, body: res.body }));

  it('an ordinary user spends one chat per answer, and none when no token was produced', async () => {
    const { user, headers } = await t.login({ chatCount: 2 });
    upstream.script({ content: ['好的'] });
    await streamCall(t.app, 'directMessage', { messageContent: '第一问' }, headers);
    expect(await chatCountOf(user.id)).toBe(1);
    upstream.script({ errorStatus: 500 });
    const failed = await streamCall(t.app, 'directMessage', { messageContent: '失败' }, headers);
    expect(failed.events.some((e) => 'event' in e && e.event === 'error')).toBe(true);
    expect(await chatCountOf(user.id)).toBe(1);
  });

  it('a follow-up and a regenerated answer spend one chat each; a stop before the first token gives it back', async () => {
    const { user, headers } = await t.login({ chatCount: 5 });
    upstream.script({ content: ['答'] });
    const first = startEvent((await streamCall(t.app, 'directMessage', { messageContent: '开头' }, headers)).events);
    const next = (
      await streamCall(
        t.app,
        'directMessage',
        { messageContent: '追问', conversationId: first.conversationId },
        headers,
      )
    ).events;
    expect(textOf(next).text).toBe('答');
    expect(await chatCountOf(user.id)).toBe(3);
    const again = await streamCall(t.app, 'resetAnswer', { id: startEvent(next).id }, headers);
    expect(textOf(again.events).text).toBe('答');
    expect(await chatCountOf(user.id)).toBe(2);

    // The chat is spent with the answer's rows, while the model is still silent; a stop then hands it back.
    upstream.script({ content: ['迟'], stallAfter: 0 });
    const stream = await openStream(await listen(t), 'directMessage', { messageContent: '等等' }, headers);
    const start = startEvent(await stream.until(hasEvent('start')));
    expect((await call(t.app, 'stop', { id: start.id }, headers)).body.data).toMatchObject({ status: 'terminated' });
    await stream.toEnd();
    upstream.release();
    expect(await chatCountOf(user.id)).toBe(2);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.conversationCount).toBe(2);
  });

  it('with no chats left the user gets code 10030 in an HTTP 200 envelope before any stream, and nothing is written', async () => {
    const { user, headers } = await t.login({ chatCount: 0 });
    const res = await streamCall(t.app, 'directMessage', { messageContent: '没有次数了' }, headers);
    expect(res.res.statusCode).toBe(200);
    expect(res.sse).toBe(false);
    expect(res.envelope).toEqual({ code: BizCode.CHAT_QUOTA_EXHAUSTED, msg: ChatText.quotaExhausted, data: null });
    expect(await t.db.select().from(conversations).where(eq(conversations.userId, user.id))).toHaveLength(0);
    expect(upstream.calls.length).toBeGreaterThan(0);
  });

  it('concurrent answers spend exactly the chats left, never going below zero', async () => {
    const { user, headers } = await t.login({ chatCount: 2 });
    upstream.script({ content: ['并', '发'], delayMs: 20 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => streamCall(t.app, 'directMessage', { messageContent: '并发' }, headers)),
    );
    const answered = results.filter((r) => r.sse && textOf(r.events).text === '并发');
    const refused = results.filter(
      (r) =>
        r.envelope?.code === BizCode.CHAT_QUOTA_EXHAUSTED ||
        r.events.some((e) => 'event' in e && e.event === 'error' && e.code === BizCode.CHAT_QUOTA_EXHAUSTED),
    );
    expect(answered).toHaveLength(2);
    expect(refused).toHaveLength(4);
    expect(await chatCountOf(user.id)).toBe(0);
    // Refused at the first token or not, each started answer has its conversation, and the count follows.
    const started = results.filter((r) => r.sse).length;
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.conversationCount).toBe(started);
    expect(await t.db.select().from(conversations).where(eq(conversations.userId, user.id))).toHaveLength(started);
    // A refused stream showed nothing of the answer.
    for (const r of refused) expect(textOf(r.events).text).toBe('');
  });

  it('members chat without limit and spend nothing; an expired membership is ordinary again', async () => {
    const member = await t.login({ chatCount: 0, userGrade: 2, endTime: new Date(Date.now() + 30 * DAY) });
    upstream.script({ content: ['会员'] });
    for (let i = 0; i < 3; i++) {
      const r = await streamCall(t.app, 'directMessage', { messageContent: `会员第${i}问` }, member.headers);
      expect(textOf(r.events).text).toBe('会员');
    }
    expect(await chatCountOf(member.user.id)).toBe(0);
    const expired = await t.login({ chatCount: 0, userGrade: 2, endTime: new Date(Date.now() - DAY) });
    const r = await streamCall(t.app, 'directMessage', { messageContent: '过期会员' }, expired.headers);
    expect(r.envelope?.code).toBe(BizCode.CHAT_QUOTA_EXHAUSTED);
  });

  it(`visitors get ${Chat.visitorDailyPerToken} answers a day per temp token, and a daily cap per IP`, async () => {
    upstream.script({ content: ['访客'] });
    const first = visitorHeaders(11111);
    for (let i = 0; i < Chat.visitorDailyPerToken; i++) {
      const { res } = await ask(first, {}, '10.0.0.7');
      expect(res.headers['content-type']).toContain('text/event-stream');
    }
    const over = await ask(first, {}, '10.0.0.7');
    expect(over.res.json()).toMatchObject({
      code: BizCode.VISITOR_CHAT_QUOTA_EXHAUSTED,
      msg: ChatText.visitorQuotaExhausted,
    });
    // A fresh temp token from the same IP: the IP cap (5 here) counts the first token's 3 answers too.
    const second = visitorHeaders(22222);
    for (let i = 0; i < 2; i++) {
      expect((await ask(second, {}, '10.0.0.7')).res.headers['content-type']).toContain('text/event-stream');
    }
    expect((await ask(second, {}, '10.0.0.7')).res.json().code).toBe(BizCode.VISITOR_CHAT_QUOTA_EXHAUSTED);
    // Another network is not affected.
    expect((await ask(second, {}, '10.0.0.8')).res.headers['content-type']).toContain('text/event-stream');
  });

  it('keeps users.conversationCount equal to the live conversations', async () => {
    const { headers } = await t.login({ chatCount: 10 });
    const count = async () =>
      (await t.app.inject({ url: '/api/user/lucinaUser/getLucinaInfo', headers })).json().data.conversationCount;
    upstream.script({ content: ['嗯'] });
    const a = startEvent((await streamCall(t.app, 'directMessage', { messageContent: '一' }, headers)).events);
    await streamCall(t.app, 'directMessage', { messageContent: '二' }, headers);
    await streamCall(t.app, 'directMessage', { messageContent: '三', conversationId: a.conversationId }, headers);
    expect(await count()).toBe(2);
    expect((await call(t.app, 'delete', { conversationId: a.conversationId }, headers)).body.code).toBe(200);
    expect(await count()).toBe(1);
    expect((await call(t.app, 'list', {}, headers)).body.data).toHaveLength(1);
  });

  it("a visitor's conversations become the account's at login", async () => {
    const visitor = visitorHeaders(33333);
    upstream.script({ content: ['嗨'] });
    const start = startEvent(parseSse((await ask(visitor, {}, '10.0.0.9')).body));
    const { user, headers } = await t.login();
    await t.db.transaction((tx) => t.app.ctx.services.visitorClaims.claim(tx, visitor['x-temp-token'], user.id));
    expect((await call(t.app, 'list', {}, headers)).body.data.map((c: { id: string }) => c.id)).toEqual([
      start.conversationId,
    ]);
    expect((await call(t.app, 'list', {}, visitor)).body.data).toEqual([]);
    const info = await t.app.inject({ url: '/api/user/lucinaUser/getLucinaInfo', headers });
    expect(info.json().data.conversationCount).toBe(1);
    const rows = await t.db.select().from(messages).where(eq(messages.conversationId, start.conversationId));
    expect(rows).toHaveLength(2);
  });
});
