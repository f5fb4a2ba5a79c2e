import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
