import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ChatText } from '@lucina/contracts';
import { conversations, messages } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import {
  call,
  createChatApp,
  listen,
  openStream,
  startEvent,
  streamCall,
  textOf,
  upstreamEnv,
  visitorHeaders,
} from './helpers.js';

/** Nobody reaches another's conversation: each call answers 404 (existence is not revealed) and changes nothing. */
describe("no one can use another's conversation", () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let owner: Record<string, string>;
  let intruders: Array<[string, Record<string, string>]>;
  let conversationId: string;
  let answerId: string;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await createChatApp(upstreamEnv(upstream));
    owner = (await t.login({ chatCount: 10 })).headers;
    intruders = [
      ['another user', (await t.login({ chatCount: 10 })).headers],
      ['a visitor', visitorHeaders(44444)],
    ];
    upstream.script({ content: ['私密回答'] });
    const start = startEvent((await streamCall(t.app, 'directMessage', { messageContent: '私密问题' }, owner)).events);
    conversationId = start.conversationId;
    answerId = start.id;
  });
  afterAll(async () => {
    upstream?.release();
    await t?.close();
    await upstream?.close();
  });

  const conversationRow = async () =>
    (await t.db.select().from(conversations).where(eq(conversations.id, conversationId)))[0]!;
  const answerRow = async () => (await t.db.select().from(messages).where(eq(messages.id, answerId)))[0]!;
  const expectNotFound = (res: { status: number; body: { code: number; msg: string } }, msg: string) => {
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, msg });
  };

  it('list shows only the caller’s own conversations', async () => {
    for (const [, headers] of intruders) {
      const list = await call(t.app, 'list', {}, headers);
      expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(conversationId);
    }
  });

  it('messageList (reading) is refused', async () => {
    for (const [, headers] of intruders) {
      expectNotFound(await call(t.app, 'messageList', { conversationId }, headers), ChatText.conversationNotFound);
    }
  });

  it('messageList gives the owner their messages in order, none retired, and an empty conversation as empty', async () => {
    const res = await call(t.app, 'messageList', { conversationId }, owner);
    expect(res.body.data.conversation.id).toBe(conversationId);
    expect(res.body.data.messages.map((m: { messageContent: string }) => m.messageContent)).toEqual([
      '私密问题',
      '私密回答',
    ]);
    const { userId } = (await conversationRow())!;
    const [empty] = await t.db.insert(conversations).values({ userId, title: '空的' }).returning();
    await t.db
      .insert(messages)
      .values({ conversationId: empty!.id, role: 'user', content: '撤回的', deletedAt: new Date() });
    const emptyRes = await call(t.app, 'messageList', { conversationId: empty!.id }, owner);
    expect(emptyRes.body.data).toMatchObject({
      conversation: { id: empty!.id, conversationTitle: '空的' },
      messages: [],
    });
  });

  it('rename is refused and the title stays', async () => {
    for (const [, headers] of intruders) {
      const res = await call(t.app, 'rename', { conversationId, conversationTitle: '被改了' }, headers);
      expectNotFound(res, ChatText.conversationNotFound);
    }
    expect((await conversationRow()).title).toBe('私密问题');
  });

  it('pin is refused and the conversation stays unpinned', async () => {
    for (const [, headers] of intruders) {
      expectNotFound(
        await call(t.app, 'pin', { conversationId, pinned: true }, headers),
        ChatText.conversationNotFound,
      );
    }
    expect((await conversationRow()).pinned).toBe(false);
  });

  it('delete is refused and the conversation stays', async () => {
    for (const [, headers] of intruders) {
      expectNotFound(await call(t.app, 'delete', { conversationId }, headers), ChatText.conversationNotFound);
    }
    expect((await conversationRow()).deletedAt).toBeNull();
  });

  it('likeOrStomp is refused and the rating stays', async () => {
    for (const [, headers] of intruders) {
      expectNotFound(
        await call(t.app, 'likeOrStomp', { id: answerId, likeOrStomp: 2 }, headers),
        ChatText.messageNotFound,
      );
    }
    expect((await answerRow()).likeOrStomp).toBe(0);
  });

  it('stop is refused and the answer keeps running', async () => {
    upstream.script({ content: ['继', '续'], stallAfter: 1 });
    const base = await listen(t);
    const stream = await openStream(base, 'directMessage', { messageContent: '别人停不了', conversationId }, owner);
    const start = startEvent(await stream.until((e) => textOf(e).text === '继'));
    for (const [, headers] of intruders) {
      expectNotFound(await call(t.app, 'stop', { id: start.id }, headers), ChatText.messageNotFound);
      expectNotFound(await call(t.app, 'stop', { conversationId }, headers), ChatText.conversationNotFound);
    }
    expect(upstream.lastCall().clientHungUp).toBe(false);
    upstream.release();
    expect(textOf(await stream.toEnd()).text).toBe('继续');
  });

  it('asking into, regenerating, attaching to and saving another’s answer are refused', async () => {
    for (const [, headers] of intruders) {
      const ask = await streamCall(t.app, 'directMessage', { messageContent: '插话', conversationId }, headers);
      expect(ask.envelope).toMatchObject({ code: 404, msg: ChatText.conversationNotFound });
      for (const path of ['resetAnswer', 'attach']) {
        expect((await streamCall(t.app, path, { id: answerId }, headers)).envelope).toMatchObject({ code: 404 });
      }
      const save = await call(t.app, 'saveTerminatedMessage', { id: answerId, messageContent: '' }, headers);
      expectNotFound(save, ChatText.messageNotFound);
    }
    expect((await answerRow()).content).toBe('私密回答');
  });
});
