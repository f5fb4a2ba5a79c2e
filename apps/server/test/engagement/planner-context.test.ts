import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyRecords, surveyTemplates } from '../../src/db/schema/index.js';
import { engagementSeeder } from '../../src/modules/engagement/engagement.seeder.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from '../chat/fake-upstream.js';
import { createChatApp, streamCall, upstreamEnv } from '../chat/helpers.js';
import { api } from './helpers.js';

describe('the planner sees the profile-collection answers', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await createChatApp(upstreamEnv(upstream));
    await engagementSeeder.run(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  it('puts the submitted answers in the system prompt of the caller only', async () => {
    const a = await t.login({ chatCount: 5 });
    const b = await t.login({ chatCount: 5 });
    await api(t, 'POST', '/ai/loginBootUser/submitLoginBootUser', {
      headers: a.headers,
      payload: [
        { questionId: 1, values: ['硕士在读'] },
        { questionId: 2, text: '生物医学工程' },
        { questionId: 3, values: ['上海'] },
        { questionId: 4, values: ['医疗健康'] },
        { questionId: 5, values: ['正在找工作'] },
      ],
    });
    upstream.script({ content: ['好的'] });
    await streamCall(t.app, 'directMessage', { messageContent: '我该投哪些岗位？' }, a.headers);
    const system = upstream.lastCall().body.messages[0]!.content;
    expect(system).toContain('用户填写的背景信息');
    expect(system).toContain('生物医学工程');
    expect(system).toContain('你希望在哪座城市发展：上海');

    upstream.script({ content: ['好的'] });
    await streamCall(t.app, 'directMessage', { messageContent: '我该投哪些岗位？' }, b.headers);
    expect(upstream.lastCall().body.messages[0]!.content).not.toContain('背景信息');
  });

  it("puts the caller's latest submitted test result in the system prompt, read with the account", async () => {
    const a = await t.login({ chatCount: 5 });
    const [template] = await t.db
      .insert(surveyTemplates)
      .values({ id: 901, code: 'planner-test', name: '测评', description: '', questionCount: 1, version: 1 })
      .returning({ id: surveyTemplates.id });
    const result = (hollandCode: string, order: string[]) => ({
      raw: {},
      max: {},
      percent: { R: 10, I: 20, A: 30, S: 40, E: 50, C: 60 },
      order,
      hollandCode,
    });
    const taken = (hollandCode: string, order: string[], submittedAt: Date) => ({
      surveyId: template!.id,
      userId: a.user.id,
      status: 'submitted' as const,
      hollandCode,
      result: result(hollandCode, order) as never,
      submittedAt,
    });
    await t.db
      .insert(surveyRecords)
      .values([
        taken('RIA', ['R', 'I', 'A', 'S', 'E', 'C'], new Date('2026-01-01T00:00:00Z')),
        taken('CES', ['C', 'E', 'S', 'A', 'I', 'R'], new Date('2026-02-01T00:00:00Z')),
        { surveyId: template!.id, userId: a.user.id, status: 'in_progress' as const },
      ]);
    upstream.script({ content: ['好的'] });
    await streamCall(t.app, 'directMessage', { messageContent: '适合我的职业？' }, a.headers);
    const system = upstream.lastCall().body.messages[0]!.content;
    expect(system).toContain('霍兰德 RIASEC）的代码是 CES');
    expect(system).toContain('常规型 60%');
  });
});
