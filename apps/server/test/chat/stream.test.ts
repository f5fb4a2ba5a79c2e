import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Business, ChatText } from '@lucina/contracts';
import { messages } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { call, createChatApp, hasEvent, startEvent, streamCall, textOf, upstreamEnv } from './helpers.js';

describe('chat streams through an OpenAI-compatible upstream', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await createChatApp(upstreamEnv(upstream));
    headers = (await t.login({ chatCount: 50 })).headers;
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  it('streams an answer as SSE with the spec headers, keeps the CSP, and ends with [DONE]', async () => {
    upstream.script({ content: ['软件开发', '工程师', '负责…'] });
    const { res, events } = await streamCall(t.app, 'directMessage', { messageContent: '软件开发做什么？' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(events.at(-1)).toEqual({ done: true });
    const start = startEvent(events);
    expect(start.conversationTitle).toBe('软件开发做什么？');
    expect(events.at(-2)).toEqual({
      event: 'finish',
      conversationId: start.conversationId,
      id: start.id,
      terminate: false,
    });
    expect(textOf(events).text).toBe('软件开发工程师负责…');
  });

  it('saves the full answer with usage, and the question, in order', async () => {
    upstream.script({ content: ['第一段。', '第二段。'] });
    const { events } = await streamCall(
      t.app,
      'directMessage',
      { messageContent: '完整保存？', modelCode: 2 },
      headers,
    );
    const start = startEvent(events);
    const list = await call(t.app, 'messageList', { conversationId: start.conversationId }, headers);
    const [question, answer] = list.body.data.messages;
    expect(question).toMatchObject({ messageRole: 'user', messageContent: '完整保存？', status: 'done' });
    expect(answer).toMatchObject({
      id: start.id,
      parentId: question.id,
      messageRole: 'assistant',
      messageContent: '第一段。第二段。',
      status: 'done',
      terminate: false,
      modelCode: 2,
      promptTokens: 11,
      completionTokens: 2,
    });
    expect(list.body.data.conversation).toMatchObject({ modelCode: 2, conversationTitle: '完整保存？' });
    expect(upstream.lastCall().body.model).toBe('fake-model');
  });

  it('separates reasoning_content into thinking, both in the stream and in the saved answer', async () => {
    upstream.script({ reasoning: ['先想', '一想'], content: ['答案'] });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '需要思考的问题' }, headers);
    expect(textOf(events)).toEqual({ text: '答案', thinking: '先想一想' });
    const [answer] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, startEvent(events).id));
    expect(answer).toMatchObject({ content: '答案', thinkProcess: '先想一想', status: 'done' });
  });

  it('turns inline <think> tags of models without a reasoning parser into thinking', async () => {
    upstream.script({ reasoning: ['内联', '思考'], content: ['正文'], inlineThink: true });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '内联思考？' }, headers);
    expect(textOf(events)).toEqual({ text: '正文', thinking: '内联思考' });
  });

  it('sends the system prompt, earlier turns and the question to the model, by planner model', async () => {
    upstream.script({ content: ['一'] });
    const first = await streamCall(t.app, 'directMessage', { messageContent: '第一问', modelCode: 1 }, headers);
    const conversationId = startEvent(first.events).conversationId;
    upstream.script({ content: ['二'] });
    await streamCall(t.app, 'directMessage', { messageContent: '第二问', conversationId, modelCode: 1 }, headers);
    const sent = upstream.lastCall().body.messages;
    expect(sent[0]!.role).toBe('system');
    expect(sent[0]!.content).toContain('互联网/IT');
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: '第一问' },
      { role: 'assistant', content: '一' },
      { role: 'user', content: '第二问' },
    ]);
  });

  it('an upstream failure mid-stream sends an error event and keeps the partial answer as terminated', async () => {
    upstream.script({ content: ['部分', '内容', '丢失'], failAfter: 2 });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '会失败的问题' }, headers);
    const error = events.find((e) => !('done' in e) && e.event === 'error');
    expect(error).toMatchObject({ event: 'error', error: ChatText.upstreamFailed, status: 502, terminate: true });
    expect(events.at(-1)).toEqual({ done: true });
    const [answer] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, startEvent(events).id));
    expect(answer).toMatchObject({ status: 'terminated', content: '部分内容', errorStatus: 502 });
  });

  it('an upstream refusal before any token marks the answer as error with the upstream status', async () => {
    upstream.script({ errorStatus: 429 });
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '被限流' }, headers);
    expect(events.find(hasEventOf('error'))).toMatchObject({ status: 429 });
    const [answer] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, startEvent(events).id));
    expect(answer).toMatchObject({ status: 'error', content: '', errorMessage: ChatText.upstreamFailed });
  });

  it('regenerates the latest answer to the same question and retires the old one', async () => {
    upstream.script({ content: ['旧回答'] });
    const first = await streamCall(t.app, 'directMessage', { messageContent: '重新生成我' }, headers);
    const old = startEvent(first.events);
    upstream.script({ content: ['新回答'] });
    const again = await streamCall(t.app, 'resetAnswer', { id: old.id }, headers);
    const fresh = startEvent(again.events);
    expect(fresh.userMessageId).toBe(old.userMessageId);
    expect(textOf(again.events).text).toBe('新回答');
    expect(upstream.lastCall().body.messages.at(-1)).toEqual({ role: 'user', content: '重新生成我' });
    const list = await call(t.app, 'messageList', { conversationId: old.conversationId }, headers);
    expect(list.body.data.messages.map((m: { messageContent: string }) => m.messageContent)).toEqual([
      '重新生成我',
      '新回答',
    ]);
    const stale = await call(t.app, 'resetAnswer', { id: old.id }, headers);
    expect(stale.body.code).toBe(404);
  });

  it('refuses a question that is empty or too long, before any stream', async () => {
    const empty = await streamCall(t.app, 'directMessage', { messageContent: '   ' }, headers);
    expect(empty.res.statusCode).toBe(400);
    expect(empty.envelope?.msg).toBe(ChatText.questionRequired);
    const long = await streamCall(t.app, 'directMessage', { messageContent: 'x'.repeat(2001) }, headers);
    expect(long.envelope?.msg).toBe(ChatText.questionTooLong);
    const model = await streamCall(t.app, 'directMessage', { messageContent: 'hi', modelCode: 99 }, headers);
    expect(model.envelope?.msg).toBe('不支持的模型（modelCode）');
  });

  it('lists own conversations pinned first, then by latest message; titles are stored in full', async () => {
    const ask = async (q: string) =>
      startEvent((await streamCall(t.app, 'directMessage', { messageContent: q }, headers)).events);
    upstream.script({ content: ['好'] });
    const a = await ask('对话A');
    const b = await ask('对话B');
    await call(t.app, 'pin', { conversationId: a.conversationId, pinned: true }, headers);
    const long = '一个很长的标题'.repeat(8);
    const renamed = await call(t.app, 'rename', { conversationId: b.conversationId, conversationTitle: long }, headers);
    expect(renamed.body.data.conversationTitle).toBe(long);
    expect(long.length).toBeGreaterThan(Business.conversationTitleMaxChars);
    const list = (await call(t.app, 'list', {}, headers)).body.data as Array<{ id: string; pinned: boolean }>;
    expect(list[0]).toMatchObject({ id: a.conversationId, pinned: true });
    expect(list[1]!.id).toBe(b.conversationId);
  });
});

const hasEventOf = (name: string) => (e: object) => 'event' in e && e.event === name;
void hasEvent;
