import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ChatText } from '@lucina/contracts';
import { conversations, messages } from '../../src/db/schema/index.js';
import { startChat } from '../../src/modules/chat/index.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import {
  call,
  createChatApp,
  createPeer,
  eventually,
  hasEvent,
  isDone,
  listen,
  openStream,
  redisUrl,
  sharedKv,
  startEvent,
  textOf,
  upstreamEnv,
} from './helpers.js';

const silent = { info() {}, warn() {}, error() {} };

/** Two instances on one database and one KV store (Redis when TEST_REDIS_URL is set), as deployed. */
describe(`stopping and reattaching answers (${redisUrl ? 'redis' : 'shared memory'} store)`, () => {
  let upstream: FakeUpstream;
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createPeer>>;
  let baseA: string;
  let baseB: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const kv = sharedKv();
    a = await createChatApp(upstreamEnv(upstream), kv());
    b = await createPeer(a, kv());
    baseA = await listen(a);
    baseB = await listen(b);
    headers = (await a.login({ chatCount: 100 })).headers;
  });
  afterAll(async () => {
    upstream?.release();
    await b?.close();
    await a?.close();
    await upstream?.close();
  });

  const answerRow = async (id: string) => (await a.db.select().from(messages).where(eq(messages.id, id)))[0]!;
  const textSoFar = (want: string) => (events: Parameters<typeof textOf>[0]) => textOf(events).text === want;

  it('stop saves the partial answer as terminated and closes the upstream connection', async () => {
    upstream.script({ content: ['一', '二', '三', '四'], stallAfter: 2 });
    const stream = await openStream(baseA, 'directMessage', { messageContent: '停下来' }, headers);
    const start = startEvent(await stream.until(textSoFar('一二')));
    const stopped = await call(a.app, 'stop', { id: start.id }, headers);
    expect(stopped.body.data).toMatchObject({
      id: start.id,
      status: 'terminated',
      terminate: true,
      messageContent: '一二',
    });
    await upstream.lastCall().hungUp;
    expect(upstream.lastCall().clientHungUp).toBe(true);
    const events = await stream.toEnd();
    expect(events.at(-2)).toMatchObject({ event: 'finish', terminate: true });
    expect(isDone(events)).toBe(true);
    const row = await answerRow(start.id);
    expect(row).toMatchObject({ status: 'terminated', content: '一二', instanceId: null });
    // Cut before the usage event: the tokens are estimated from what the model read and wrote.
    expect(row.promptTokens).toBeGreaterThan(0);
    expect(row.completionTokens).toBeGreaterThan(0);
  });

  it('a stop sent to another instance stops the answer where it runs', async () => {
    upstream.script({ reasoning: ['想'], content: ['甲', '乙', '丙'], stallAfter: 3 });
    const stream = await openStream(baseA, 'directMessage', { messageContent: '跨实例停止' }, headers);
    const start = startEvent(await stream.until(textSoFar('甲乙')));
    const stopped = await call(b.app, 'stop', { id: start.id }, headers);
    expect(stopped.body.data).toMatchObject({ status: 'terminated', messageContent: '甲乙', thinkProcess: '想' });
    await upstream.lastCall().hungUp;
    expect((await stream.toEnd()).at(-2)).toMatchObject({ event: 'finish', terminate: true });
  });

  it('stop by conversation ends its running answer; stopping a finished answer changes nothing', async () => {
    upstream.script({ content: ['子', '丑'], stallAfter: 1 });
    const stream = await openStream(baseB, 'directMessage', { messageContent: '按对话停止' }, headers);
    const start = startEvent(await stream.until(textSoFar('子')));
    const stopped = await call(a.app, 'stop', { conversationId: start.conversationId }, headers);
    expect(stopped.body.data).toMatchObject({ id: start.id, status: 'terminated', messageContent: '子' });
    const again = await call(a.app, 'stop', { id: start.id }, headers);
    expect(again.body.data).toMatchObject({ status: 'terminated', messageContent: '子' });
    await stream.toEnd();
  });

  it('saves the text the user saw when stopping, only if the answer really began with it', async () => {
    upstream.script({ content: ['第一句。', '第二句。'], stallAfter: 2 });
    const stream = await openStream(baseA, 'directMessage', { messageContent: '保存停止内容' }, headers);
    const start = startEvent(await stream.until(textSoFar('第一句。第二句。')));
    const saved = await call(b.app, 'saveTerminatedMessage', { id: start.id, messageContent: '第一句。' }, headers);
    expect(saved.body.data).toMatchObject({ status: 'terminated', messageContent: '第一句。' });
    const forged = await call(a.app, 'saveTerminatedMessage', { id: start.id, messageContent: '我没说过' }, headers);
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toBe(ChatText.contentMismatch);
    expect((await answerRow(start.id)).content).toBe('第一句。');
    await stream.toEnd();
  });

  it('a client that hangs up loses nothing: the answer completes, is saved, and attach on another instance replays it', async () => {
    upstream.script({ reasoning: ['思', '考'], content: ['春', '夏', '秋', '冬'], stallAfter: 3 });
    const stream = await openStream(baseA, 'directMessage', { messageContent: '断开后重连' }, headers);
    const start = startEvent(await stream.until((e) => textOf(e).text === '春'));
    stream.hangUp();
    const attached = await openStream(baseB, 'attach', { id: start.id }, headers);
    const replay = await attached.until((e) => textOf(e).text === '春');
    expect(startEvent(replay)).toMatchObject({ id: start.id, replay: true, userMessageId: start.userMessageId });
    upstream.release();
    const events = await attached.toEnd();
    expect(textOf(events)).toEqual({ thinking: '思考', text: '春夏秋冬' });
    expect(events.at(-2)).toMatchObject({ event: 'finish', terminate: false });
    expect(upstream.lastCall().clientHungUp).toBe(false);
    const list = await call(b.app, 'messageList', { conversationId: start.conversationId }, headers);
    expect(list.body.data.messages[1]).toMatchObject({
      status: 'done',
      messageContent: '春夏秋冬',
      thinkProcess: '思考',
    });
  });

  it('attach on the same instance replays what exists, then follows live', async () => {
    upstream.script({ content: ['壹', '贰', '叁'], stallAfter: 1, delayMs: 5 });
    const stream = await openStream(baseB, 'directMessage', { messageContent: '同实例重连' }, headers);
    const start = startEvent(await stream.until(textSoFar('壹')));
    stream.hangUp();
    const attached = await openStream(baseB, 'attach', { id: start.id }, headers);
    await attached.until(textSoFar('壹'));
    upstream.release();
    expect(textOf(await attached.toEnd()).text).toBe('壹贰叁');
  });

  it('attach to a finished answer replays it from the database', async () => {
    upstream.script({ content: ['已', '完成'] });
    const done = await openStream(baseA, 'directMessage', { messageContent: '已结束的回答' }, headers);
    const start = startEvent(await done.toEnd());
    const attached = await openStream(baseB, 'attach', { id: start.id }, headers);
    const events = await attached.toEnd();
    expect(textOf(events).text).toBe('已完成');
    expect(events.at(-2)).toMatchObject({ event: 'finish', terminate: false });
  });

  it('answers left streaming by a crashed instance are terminated at start-up, keeping their text; live ones are not', async () => {
    const user = await a.login();
    const [conversation] = await a.db.insert(conversations).values({ userId: user.user.id, title: '崩溃' }).returning();
    const [orphan] = await a.db
      .insert(messages)
      .values({
        conversationId: conversation!.id,
        role: 'assistant',
        status: 'streaming',
        content: '半截回答',
        instanceId: 'crashed-instance',
      })
      .returning();
    upstream.script({ content: ['活', '着'], stallAfter: 1 });
    const live = await openStream(baseB, 'directMessage', { messageContent: '仍在生成' }, headers);
    const liveStart = startEvent(await live.until(textSoFar('活')));

    const stopSweep = await startChat(a.app.ctx.services, silent);
    stopSweep();
    expect(await answerRow(orphan!.id)).toMatchObject({ status: 'terminated', content: '半截回答', instanceId: null });
    expect((await answerRow(liveStart.id)).status).toBe('streaming');
    upstream.release();
    await live.toEnd();
    expect(await answerRow(liveStart.id)).toMatchObject({ status: 'done', content: '活着' });
  });

  /** An answer running on a third instance when that instance shuts down: the client's events and the saved row. */
  async function shutDownDuring(
    script: Parameters<typeof upstream.script>[0],
    question: string,
    startedWhen: Parameters<Awaited<ReturnType<typeof openStream>>['until']>[0],
  ) {
    const c = await createPeer(a, sharedKv()());
    const baseC = await listen({ app: c.app });
    upstream.script(script);
    const stream = await openStream(baseC, 'directMessage', { messageContent: question }, headers);
    const start = startEvent(await stream.until(startedWhen));
    await c.close();
    const events = await stream.toEnd();
    expect(events.find((e) => !('done' in e) && e.event === 'error')).toMatchObject({
      error: ChatText.serverStopping,
      status: 503,
    });
    expect(hasEvent('finish')(events)).toBe(false);
    return eventually(async () => (await answerRow(start.id)).status !== 'streaming' && answerRow(start.id));
  }

  it('shutting an instance down ends its running answers as terminated, with the text so far', async () => {
    const row = await shutDownDuring({ content: ['关', '机'], stallAfter: 1 }, '关机中', textSoFar('关'));
    expect(row).toMatchObject({ status: 'terminated', content: '关' });
  });

  it('an answer stopped by a shutdown before its first token ends terminated and empty, not as an error', async () => {
    const row = await shutDownDuring({ content: ['迟', '到'], stallAfter: 0 }, '关机前刚问', hasEvent('start'));
    expect(row).toMatchObject({ status: 'terminated', content: '' });
  });
});
