import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat, ChatModels, Pages, chatRoutes } from '@lucina/contracts';
import { assessmentSeeder } from '../../src/modules/assessment/assessment.seeder.js';
import type { TestApp } from '../helpers/app.js';
import { completeTest } from '../assessment/helpers.js';
import { CHAT_TEST_ENV, createChatApp, visitorHeaders } from './helpers.js';

describe('chat configuration calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createChatApp(CHAT_TEST_ENV);
    await assessmentSeeder.run(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (route: { method: string; path: string }, headers: Record<string, string> = {}, query = '') => {
    const res = await t.app.inject({
      method: route.method as 'GET' | 'POST',
      url: `/api${route.path}${query}`,
      headers,
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
  };

  it('lists the planner models, general industry (code 0) first', async () => {
    const { body } = await get(chatRoutes.modelList);
    expect(body.data).toEqual(ChatModels);
    expect(body.data[0]).toMatchObject({ modelCode: 0, modelName: '通用行业' });
    expect(body.data.map((m: { modelName: string }) => m.modelName)).toEqual(
      expect.arrayContaining(['互联网/IT', '金融', '教育', '医疗健康', '制造业', '公共部门']),
    );
  });

  it('serves the quick commands, dialog boot, input box and operation slots to anyone', async () => {
    const commands = (await get(chatRoutes.findQuickCommandConfig)).body.data as Array<{
      name: string;
      prompt: string;
    }>;
    expect(commands.map((c) => c.name)).toEqual(
      expect.arrayContaining(['简历优化', '面试准备', '职业方向', '考研还是就业']),
    );
    expect(commands.every((c) => c.prompt.length > 0)).toBe(true);
    const boot = (await get(chatRoutes.dialogBoot)).body.data;
    expect(boot.prompts.length).toBeGreaterThanOrEqual(3);
    const box = (await get(chatRoutes.userInputBox)).body.data;
    expect(box).toMatchObject({ maxLength: Chat.questionMaxChars, defaultModelCode: 0, models: ChatModels });
    const slots = (await get(chatRoutes.operationPositions)).body.data as Array<{ link: string }>;
    expect(slots.map((s) => s.link)).toEqual(expect.arrayContaining([Pages.surveyTest.path, Pages.market.path]));
  });

  it('greets visitors with the general first questions and users with questions that fit their survey tags', async () => {
    // SPEC §7 names the visitor in the query; its signature still travels in the header.
    const { 'x-temp-token': tempUserId, 'x-visitor-sig': sig } = visitorHeaders(55555);
    const visitor = (await get(chatRoutes.induceMessage, { 'x-visitor-sig': sig! }, `?tempUserId=${tempUserId}`)).body
      .data;
    expect(visitor.greeting).toContain('Lucina');
    expect(visitor.questions).toEqual((await get(chatRoutes.dialogBoot)).body.data.prompts.map((p: any) => p.prompt));
    expect(visitor.basis).toEqual({ hollandCode: null, occupations: [], tags: [] });
    const { headers } = await t.login({ workTag: '简历优化', layoutTag: '国内考研' });
    const user = (await get(chatRoutes.induceMessage, headers)).body.data;
    expect(user.questions.slice(0, 2)).toEqual(['帮我看看简历应该突出哪些内容？', '考研应该怎样选择院校和专业？']);
    expect(user.questions).toHaveLength(4);
    expect(user.basis).toEqual({ hollandCode: null, occupations: [], tags: ['简历优化', '国内考研'] });
  });

  it('asks a user who finished the test about their own Holland code and top occupations', async () => {
    const { headers } = await t.login({ workTag: '暂无', layoutTag: '暂无' });
    const recordId = await completeTest(t, headers, { R: 1, I: 5, A: 4, S: 3, E: 1, C: 1 });
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/ai/aiSurveyTest/surveyResultDetail',
      headers,
      payload: { recordId },
    });
    const { hollandCode, topOccupations } = report.json().data as {
      hollandCode: string;
      topOccupations: Array<{ titleZh: string }>;
    };
    expect(hollandCode).toBe('IAS');
    const top = topOccupations.map((o) => o.titleZh);

    const induce = (await get(chatRoutes.induceMessage, headers)).body.data;
    expect(induce.basis).toEqual({ hollandCode: 'IAS', occupations: top, tags: [] });
    expect(induce.greeting).toContain('IAS（研究型、艺术型、社会型）');
    expect(induce.greeting).toContain(`「${top[0]}」`);
    expect(induce.questions[0]).toContain('IAS');
    expect(induce.questions[1]).toContain(`「${top[0]}」`);
    expect(induce.questions[2]).toContain(`「${top[1]}」`);
  });

  it('offers a member the member center where others are offered membership', async () => {
    const slot = async (headers: Record<string, string>) =>
      ((await get(chatRoutes.operationPositions, headers)).body.data as Array<{ id: number; title: string }>).find(
        (s) => s.id === 3,
      )!.title;
    expect(await slot(visitorHeaders())).toBe('开通会员');
    expect(await slot((await t.login()).headers)).toBe('开通会员');
    const member = await t.login({ userGrade: 2, endTime: new Date(Date.now() + 86_400_000) });
    expect(await slot(member.headers)).toBe('会员中心');
    const lapsed = await t.login({ userGrade: 2, endTime: new Date(Date.now() - 86_400_000) });
    expect(await slot(lapsed.headers)).toBe('开通会员');
  });

  it('toggles the thinking display for the logged-in user and returns the new value', async () => {
    const { headers } = await t.login();
    expect((await get(chatRoutes.toggleDisplayThinkProcess, headers)).body.data).toEqual({ displayThinkProcess: '0' });
    expect((await get(chatRoutes.toggleDisplayThinkProcess, headers)).body.data).toEqual({ displayThinkProcess: '1' });
    const info = await t.app.inject({ url: '/api/user/lucinaUser/getLucinaInfo', headers });
    expect(info.json().data.displayThinkProcess).toBe('1');
    expect((await get(chatRoutes.toggleDisplayThinkProcess, visitorHeaders())).status).toBe(401);
  });

  it('asks a visitor without a temp token for one, and refuses an id that is not a uuid', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/ai/conversation/list', payload: {} });
    expect(none.json()).toMatchObject({ code: 400, msg: '缺少访客标识，请刷新页面后重试' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/ai/conversation/messageList',
      payload: { conversationId: 'abc' },
      headers: visitorHeaders(),
    });
    expect(bad.json()).toMatchObject({ code: 400, msg: '对话ID（conversationId）格式不正确' });
  });
});
