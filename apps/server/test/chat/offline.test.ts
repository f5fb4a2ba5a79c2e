import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ChatText } from '@lucina/contracts';
import { messages } from '../../src/db/schema/index.js';
import { buildChatContext } from '../../src/modules/chat/chat-context.js';
import type { TestApp } from '../helpers/app.js';
import { CHAT_TEST_ENV, createChatApp, startEvent, streamCall, textOf } from './helpers.js';

const ias = {
  riasec: {
    hollandCode: 'IAS',
    order: ['I', 'A', 'S', 'E', 'C', 'R'] as const,
    percent: { R: 20, I: 90, A: 80, S: 70, E: 40, C: 30 },
    takenAt: '2026-11-01T00:00:00.000Z',
  },
  workTag: '简历优化,模拟面试',
  layoutTag: '国内考研',
};

describe('the offline career assistant (no LLM configured)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createChatApp(CHAT_TEST_ENV);
    headers = (await t.login({ chatCount: 10 })).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a question about 软件开发 with retrieved occupations, a thinking part and the offline notice', async () => {
    const { events } = await streamCall(
      t.app,
      'directMessage',
      { messageContent: '我想做软件开发，有哪些相关职业？' },
      headers,
    );
    const { text, thinking } = textOf(events);
    expect(text.split('\n')[0]).toBe(ChatText.offlineNotice);
    // The reasoning says, in plain words, how the question was read.
    expect(thinking).toContain('我把这个问题理解为');
    expect(thinking).not.toMatch(/关键词|检索到/);
    // Linked to its page even though this asker has no test result: the page is open to anyone who chats.
    expect(text).toContain('[软件开发工程师](/surveyTest/occupation?code=15-1252.00)');
    const [saved] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, startEvent(events).id));
    expect(saved).toMatchObject({ status: 'done', content: text, thinkProcess: thinking, model: 'offline' });
    expect(saved!.completionTokens).toBeGreaterThan(0);
  });

  it('a follow-up leans on the previous question', async () => {
    const first = await streamCall(t.app, 'directMessage', { messageContent: '软件开发工程师是做什么的？' }, headers);
    const { conversationId } = startEvent(first.events);
    const next = await streamCall(
      t.app,
      'directMessage',
      { messageContent: '那需要学什么专业？', conversationId },
      headers,
    );
    const { text, thinking } = textOf(next.events);
    expect(thinking).toContain('接着上一轮');
    expect(text).toContain('软件开发工程师');
    expect(text).toContain('软件工程');
  });

  it('says in the input-box config that answers are offline', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/userInputBox' });
    expect(res.json().data.offline).toBe(true);
  });
});

describe('the context every provider gets', () => {
  it('builds the same context for every provider: system prompt with the profile, history, question', () => {
    const ctx = buildChatContext({
      modelCode: 4,
      question: '护士的前景？',
      history: [
        { role: 'user', content: '第一问', status: 'done' },
        { role: 'assistant', content: '', status: 'error' },
        { role: 'user', content: '第二问', status: 'done' },
        { role: 'assistant', content: '第二答', status: 'terminated' },
      ],
      profile: ias as never,
    });
    expect(ctx.messages[0]!.content).toContain('医疗健康');
    expect(ctx.messages[0]!.content).toContain('IAS（研究型、艺术型、社会型）');
    expect(ctx.messages[0]!.content).toContain('简历优化、模拟面试、国内考研');
    expect(ctx.messages.slice(1)).toEqual([
      { role: 'user', content: '第一问\n\n第二问' },
      { role: 'assistant', content: '第二答' },
      { role: 'user', content: '护士的前景？' },
    ]);
    expect(ctx.previousQuestions).toEqual(['第一问', '第二问']);
  });
});
