import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, users } from '../../src/db/schema/index.js';
import { messageRepository } from '../../src/modules/chat/message.repository.js';
import { safetySeeder } from '../../src/modules/safety/index.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { call, createChatApp, listen, openStream, startEvent, streamCall, textOf, upstreamEnv } from './helpers.js';

/**
 * What each way an answer ends costs its asker (SPEC §4: a chat is spent at the first streamed token): a full
 * answer and the user's own stop keep the charge; an answer the service cut short (a failure, a restart, a safety
 * block) gives it back, once, and asking for it again is free.
 */
describe('the chat an answer costs, by how it ends', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await createChatApp({ ...upstreamEnv(upstream), SAFETY_ANSWER_CHECK_CHARS: '20' });
    await safetySeeder.run(t.db);
    base = await listen(t);
  });
  afterAll(async () => {
    upstream?.release();
    await t?.close();
    await upstream?.close();
  });

  const chatsOf = async (id: string) =>
    (await t.db.select({ n: users.chatCount }).from(users).where(eq(users.id, id)))[0]!.n;
  const answer = async (id: string) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;
  const ask = (headers: Headers, messageContent: string) =>
    streamCall(t.app, 'directMessage', { messageContent }, headers);
  type Headers = Awaited<ReturnType<TestApp['login']>>['headers'];

  it('a full answer costs one chat and regenerating it costs another', async () => {
    const { user, headers } = await t.login({ chatCount: 5 });
    upstream.script({ content: ['完整', '回答'] });
    const { events } = await ask(headers, '我适合做什么');
    expect(await answer(startEvent(events).id)).toMatchObject({
      status: 'done',
      chargedTo: user.id,
      chatReturned: false,
      cutShort: false,
    });
    expect(await chatsOf(user.id)).toBe(4);
    const again = await streamCall(t.app, 'resetAnswer', { id: startEvent(events).id }, headers);
    expect(textOf(again.events).text).toBe('完整回答');
    expect(await chatsOf(user.id)).toBe(3);
  });

  it('the user’s own stop after the first token keeps the charge, and so does regenerating it', async () => {
    const { user, headers } = await t.login({ chatCount: 5 });
    upstream.script({ content: ['一', '二', '三'], stallAfter: 1 });
    const stream = await openStream(base, 'directMessage', { messageContent: '停一下' }, headers);
    const events = await stream.until((e) => textOf(e).text.length > 0);
    const { id } = startEvent(events);
    await call(t.app, 'stop', { id }, headers);
    await stream.toEnd();
    upstream.release();
    expect(await answer(id)).toMatchObject({ status: 'terminated', chatReturned: false, cutShort: false });
    expect(await chatsOf(user.id)).toBe(4);
    upstream.script({ content: ['重来'] });
    await streamCall(t.app, 'resetAnswer', { id }, headers);
    expect(await chatsOf(user.id)).toBe(3);
  });

  it('an answer the model broke off mid-way gives its chat back, and asking for it again is free', async () => {
    const { user, headers } = await t.login({ chatCount: 1 });
    upstream.script({ content: ['说到', '一半', '断了'], failAfter: 2 });
    const { events } = await ask(headers, '中途出错');
    expect(textOf(events).text).toBe('说到一半');
    expect(events.some((e) => 'event' in e && e.event === 'error')).toBe(true);
    const { id } = startEvent(events);
    expect(await answer(id)).toMatchObject({ status: 'terminated', chatReturned: true, cutShort: true });
    expect(await chatsOf(user.id)).toBe(1);

    // Free even with the last chat in hand, and the new answer is charged nothing when it completes.
    upstream.script({ content: ['这次', '完整'] });
    const again = await streamCall(t.app, 'resetAnswer', { id }, headers);
    expect(textOf(again.events).text).toBe('这次完整');
    expect(await answer(startEvent(again.events).id)).toMatchObject({ status: 'done', chargedTo: null });
    expect(await chatsOf(user.id)).toBe(1);
  });

  it('a regenerate of a cut answer is free even with no chats left', async () => {
    const rich = await t.login({ chatCount: 1 });
    upstream.script({ errorStatus: 500 });
    const cut = await ask(rich.headers, '模型挂了');
    const { id } = startEvent(cut.events);
    expect(await answer(id)).toMatchObject({ status: 'error', cutShort: true, chatReturned: true });
    expect(await chatsOf(rich.user.id)).toBe(1);
    await t.db.update(users).set({ chatCount: 0 }).where(eq(users.id, rich.user.id));
    upstream.script({ content: ['补上'] });
    const again = await streamCall(t.app, 'resetAnswer', { id }, rich.headers);
    expect(textOf(again.events).text).toBe('补上');
    expect(await chatsOf(rich.user.id)).toBe(0);
  });

  it('a safety block mid-answer gives the chat back', async () => {
    const { user, headers } = await t.login({ chatCount: 3 });
    upstream.script({
      content: ['这个行业的工作节奏比较快，', '你也可以试试网赌来赚快钱，来钱快还不用学历。', '后面还有很多内容。'],
      stallAfter: 2,
    });
    const { events } = await ask(headers, '销售岗位怎么样');
    await upstream.lastCall().hungUp;
    expect(textOf(events).text).toBe('这个行业的工作节奏比较快，');
    expect(await answer(startEvent(events).id)).toMatchObject({ cutShort: true, chatReturned: true });
    expect(await chatsOf(user.id)).toBe(3);
  });

  it('an answer ended by the restart sweep and then by its own failure gives its chat back once', async () => {
    const { user, headers } = await t.login({ chatCount: 5 });
    upstream.script({ content: ['一', '二', '三'], stallAfter: 1, failAfter: 2 });
    const stream = await openStream(base, 'directMessage', { messageContent: '重启' }, headers);
    const events = await stream.until((e) => textOf(e).text.length > 0);
    const { id } = startEvent(events);
    expect(await chatsOf(user.id)).toBe(4);
    // Seen as an orphan (as if its instance had died), then its generation fails and ends it too.
    const row = await answer(id);
    expect(await messageRepository(t.db).terminateOrphans([row.instanceId!])).toBe(1);
    expect(await chatsOf(user.id)).toBe(5);
    upstream.release();
    await stream.toEnd();
    expect(await answer(id)).toMatchObject({ status: 'terminated', cutShort: true, chatReturned: true });
    expect(await chatsOf(user.id)).toBe(5);
    // The sweep again finds nothing.
    expect(await messageRepository(t.db).terminateOrphans([row.instanceId!])).toBe(0);
    expect(await chatsOf(user.id)).toBe(5);
  });
});
