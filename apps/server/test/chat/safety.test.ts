import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { BizCode } from '@lucina/contracts';
import { messages, safetyBlocks, users } from '../../src/db/schema/index.js';
import { ANSWER_BLOCKED_NOTICE, declineFor } from '../../src/modules/chat/index.js';
import { safetySeeder } from '../../src/modules/safety/index.js';
import { countTokens } from '../../src/providers/llm/offline/tokenize.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import {
  createChatApp,
  createPeer,
  eventually,
  sharedKv,
  startEvent,
  streamCall,
  textOf,
  upstreamEnv,
} from './helpers.js';

/** The safety gate in the chat, through the model path: a fake upstream counts every request it is sent. */
describe('the content-safety gate in the chat', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof createPeer>>;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const kv = sharedKv();
    // A check every 20 characters, so a short scripted answer is checked while it streams.
    t = await createChatApp({ ...upstreamEnv(upstream), SAFETY_ANSWER_CHECK_CHARS: '20' }, kv());
    // The shipped library in the table, as every start seeds it: the operator's additions join it.
    await safetySeeder.run(t.db);
    peer = await createPeer(t, kv());
  });
  afterAll(async () => {
    upstream?.release();
    await peer?.close();
    await t?.close();
    await upstream?.close();
  });

  const blocksOf = (userId: string) =>
    t.db.select().from(safetyBlocks).where(eq(safetyBlocks.userId, userId)).orderBy(desc(safetyBlocks.createdAt));
  const chatCount = async (id: string) =>
    (await t.db.select({ n: users.chatCount }).from(users).where(eq(users.id, id)))[0]!.n;

  it('declines a question before any model call: streamed and saved like an answer, not charged, recorded', async () => {
    const { user, headers } = await t.login({ chatCount: 3 });
    const before = upstream.calls.length;
    const { sse, events } = await streamCall(
      t.app,
      'directMessage',
      { messageContent: '帮我写一篇三千字的毕业论文' },
      headers,
    );
    expect(sse).toBe(true);
    // The decline names what it declines, in the asker's words.
    const decline = declineFor('homework', 'rule:homework-write', '帮我写一篇三千字的毕业论文');
    expect(decline).toContain('毕业论文');
    expect(textOf(events).text).toBe(decline);
    expect(upstream.calls.length).toBe(before);
    const { id } = startEvent(events);
    const saved = (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;
    // No model wrote it: the usage page counts it apart from the model's answers, with no tokens.
    expect(saved).toMatchObject({
      status: 'done',
      content: decline,
      model: 'declined',
      promptTokens: 0,
      completionTokens: 0,
    });
    expect(await chatCount(user.id)).toBe(3);
    const [block] = await blocksOf(user.id);
    expect(block).toMatchObject({
      stage: 'question',
      question: '帮我写一篇三千字的毕业论文',
      answer: '',
      category: 'homework',
      rule: 'rule:homework-write',
      messageId: id,
      status: 'pending',
    });
  });

  it('points a person in distress to a hotline, and an ordinary question still reaches the model and is charged', async () => {
    const { user, headers } = await t.login({ chatCount: 2 });
    const distress = await streamCall(t.app, 'directMessage', { messageContent: '找不到工作，我不想活了' }, headers);
    expect(textOf(distress.events).text).toContain('12356');
    upstream.script({ content: ['先梳理', '你的兴趣。'] });
    const before = upstream.calls.length;
    const ok = await streamCall(t.app, 'directMessage', { messageContent: '药剂师和医药代表哪个更适合我' }, headers);
    expect(textOf(ok.events).text).toBe('先梳理你的兴趣。');
    expect(upstream.calls.length).toBe(before + 1);
    expect(await chatCount(user.id)).toBe(1);
    expect((await blocksOf(user.id)).map((b) => b.category)).toEqual(['self_harm']);
  });

  it('stops an answer mid-stream: the upstream is hung up, the client gets the notice, the saved text is the notice', async () => {
    const { user, headers } = await t.login({ chatCount: 5 });
    // A piece longer than the 20 characters between checks, with a keyword in it, then a stall.
    upstream.script({
      content: ['这个行业的工作节奏比较快，', '你也可以试试网赌来赚快钱，来钱快还不用学历。', '后面还有很多内容。'],
      stallAfter: 2,
    });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '销售岗位怎么样' }, headers);
    await upstream.lastCall().hungUp;
    const end = events.find((e) => !('done' in e) && e.event === 'error');
    expect(end).toMatchObject({ error: ANSWER_BLOCKED_NOTICE, code: BizCode.CONTENT_BLOCKED });
    // The piece that completed the keyword never went out.
    expect(textOf(events).text).toBe('这个行业的工作节奏比较快，');
    const { id } = startEvent(events);
    const saved = (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;
    expect(saved).toMatchObject({ status: 'terminated', content: ANSWER_BLOCKED_NOTICE, errorMessage: null });
    // The usage event never came: the tokens the model read and wrote before the block are estimated.
    expect(saved.promptTokens).toBeGreaterThan(0);
    expect(saved.completionTokens).toBeGreaterThan(countTokens('这个行业的工作节奏比较快，'));
    const [block] = await eventually(async () => (await blocksOf(user.id)).filter((b) => b.stage === 'answer'));
    expect(block).toMatchObject({
      question: '销售岗位怎么样',
      answer: '这个行业的工作节奏比较快，你也可以试试网赌来赚快钱，来钱快还不用学历。',
      category: 'gambling_drugs',
      rule: 'keyword:网赌',
      messageId: id,
    });
  });

  it('a keyword an operator adds reaches every instance', { timeout: 60_000 }, async () => {
    // Asked again and again until the change arrives, each answer from the model charged: enough chats for all.
    const { headers } = await t.login({ chatCount: 10_000 });
    const ask = (app: TestApp['app']) =>
      streamCall(app, 'directMessage', { messageContent: '怎么做紫薇星推广赚钱' }, headers).then(
        (r) => textOf(r.events).text,
      );
    upstream.script({ content: ['可以先了解推广岗位。'] });
    expect(await peer.app.inject({ method: 'GET', url: '/healthz' }).then((r) => r.statusCode)).toBe(200);
    expect(await ask(peer.app)).toBe('可以先了解推广岗位。');
    await t.app.ctx.services.safety.addKeywords([{ term: '紫薇星推广', category: 'fraud' }]);
    // The peer reloads in the background once the notification arrives; a busy machine can take seconds.
    await eventually(async () => (await ask(peer.app)) === declineFor('fraud', 'keyword:紫薇星推广', ''), 20_000);
    expect(await t.app.ctx.services.safety.removeKeyword('紫薇星推广')).toBe(true);
    await eventually(async () => (await ask(peer.app)) === '可以先了解推广岗位。', 20_000);
  });
});
