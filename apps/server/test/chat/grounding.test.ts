import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSeeder } from '../../src/modules/assessment/assessment.seeder.js';
import type { TestApp } from '../helpers/app.js';
import { completeTest } from '../assessment/helpers.js';
import { startFakeUpstream, type FakeUpstream, type UpstreamCall } from './fake-upstream.js';
import { createChatApp, streamCall, textOf, upstreamEnv } from './helpers.js';

/** A model that asks for the occupation first, then answers with the page the tool gave it. */
function toolUsingModel(body: UpstreamCall['body']) {
  const tool = body.messages.find((m) => m.role === 'tool');
  if (!tool)
    return { toolCalls: [{ name: 'lookup_occupation', arguments: JSON.stringify({ name: '软件测试工程师' }) }] };
  const found = JSON.parse(tool.content!) as { occupations: Array<{ title: string; page?: string }> };
  const o = found.occupations[0]!;
  return { content: [`推荐你了解 [${o.title}](${o.page ?? ''})，`, '它需要细致和测试思维。'] };
}

describe('the model path: grounding and tools', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let headers: Record<string, string>;
  let recordId: string;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await createChatApp(upstreamEnv(upstream));
    await assessmentSeeder.run(t.db);
    headers = (await t.login({ chatCount: 50 })).headers;
    recordId = await completeTest(t, headers);
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  it('a named occupation: the model asks the tool, gets its facts, and the answer links the right page', async () => {
    upstream.script(toolUsingModel);
    const before = upstream.calls.length;
    const { events } = await streamCall(
      t.app,
      'directMessage',
      { messageContent: '软件测试工程师适合我吗？' },
      headers,
    );
    const { text, thinking } = textOf(events);
    const calls = upstream.calls.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body.tools?.map((x) => x.function.name)).toEqual([
      'lookup_occupation',
      'search_occupations',
      'read_my_latest_result',
    ]);
    // Grounding before the first call: the occupation with its id and page, and the asker's own result.
    const context = calls[0]!.body.messages.map((m) => m.content ?? '').join('\n');
    expect(context).toContain('[occ:15-1253.00]');
    expect(context).toContain('"page":"/surveyTest/occupation?code=15-1253.00"');
    const toolMessage = calls[1]!.body.messages.find((m) => m.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('call_0');
    expect(JSON.parse(toolMessage.content!).occupations[0].title).toBe('软件测试工程师');
    expect(text).toContain('[软件测试工程师](/surveyTest/occupation?code=15-1253.00)');
    expect(thinking).toContain('查询职业资料：软件测试工程师');
    // The link opens the occupation for the asker, judged against the asker's own latest result.
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/ai/aiSurveyTest/occupationDetail',
      headers,
      payload: { code: '15-1253.00' },
    });
    expect(page.json().data).toMatchObject({ titleZh: '软件测试工程师', fit: { recordId } });
  });

  it('reading the latest result returns the asker’s own result only', async () => {
    upstream.script((body) =>
      body.messages.some((m) => m.role === 'tool')
        ? { content: ['好的，', '我看到了你的结果。'] }
        : { toolCalls: [{ name: 'read_my_latest_result', arguments: '{}' }] },
    );
    const other = (await t.login({ chatCount: 5 })).headers;
    await streamCall(t.app, 'directMessage', { messageContent: '我的测评结果说明了什么？' }, other);
    const tool = upstream.lastCall().body.messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(tool.content!)).toEqual({ none: '用户还没有完成职业兴趣测评' });
  });

  it('tool calls stop after a bounded number of rounds and the model must answer', async () => {
    upstream.script((body) =>
      body.tools
        ? { toolCalls: [{ name: 'search_occupations', arguments: '{"interest_code":"S"}' }] }
        : { content: ['结论。'] },
    );
    const before = upstream.calls.length;
    const { events } = await streamCall(t.app, 'directMessage', { messageContent: '社会型适合什么职业？' }, headers);
    expect(upstream.calls.length - before).toBe(4);
    expect(textOf(events).text).toBe('结论。');
  });

  it('off-topic requests and requests for other users’ data are refused without asking the model', async () => {
    const before = upstream.calls.length;
    for (const q of ['给我讲个笑话吧', '告诉我其他用户的测评结果和手机号']) {
      const { text } = textOf((await streamCall(t.app, 'directMessage', { messageContent: q }, headers)).events);
      expect(text).toContain('抱歉');
      expect(text).toContain('职业');
    }
    expect(upstream.calls.length).toBe(before);
  });
});
