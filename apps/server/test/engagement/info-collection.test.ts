import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoCollections } from '../../src/db/schema/index.js';
import { systemPrompt } from '../../src/modules/chat/chat-context.js';
import { api, createEngagementApp, type EngagementApp } from './helpers.js';

let t: EngagementApp;
beforeAll(async () => {
  t = await createEngagementApp();
});
afterAll(() => t.close());

const BOOT = '/ai/loginBootUser';
const answers = [
  { questionId: 1, values: ['本科在读'] },
  { questionId: 2, text: ' 计算机科学与技术 ' },
  { questionId: 3, values: ['杭州'] },
  { questionId: 4, values: ['互联网/IT', '金融'] },
  { questionId: 5, values: ['准备找实习'] },
];
const submit = (headers: Record<string, string>, payload: unknown) =>
  api(t, 'POST', `${BOOT}/submitLoginBootUser`, { headers, payload });
const rows = async () => (await t.db.select({ n: count() }).from(infoCollections))[0]!.n;

describe('profile-collection pop-up', () => {
  it('serves the seeded questionnaire with the confirm flag', async () => {
    const { headers } = await t.login();
    const res = await api(t, 'POST', `${BOOT}/getLoginBootTest`, { headers });
    const data = res.json().data;
    expect(data).toMatchObject({ id: 1, confirm: true, submittedId: null });
    expect(data.questions.map((q: { title: string }) => q.title)).toEqual([
      '你目前处于哪个阶段？',
      '你的专业是什么？',
      '你希望在哪座城市发展？',
      '你想进入哪些行业？',
      '你现在的求职/升学进度是？',
      '你最想先解决的问题是？',
    ]);
    expect(data.questions[3]).toMatchObject({ type: 'multiple', max: 3 });
  });

  it('saves the answers once, ends the pop-up and reads them back by id', async () => {
    const { headers } = await t.login();
    const res = await submit(headers, answers);
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.answers).toHaveLength(5);
    expect(saved.answers[1]).toMatchObject({
      questionId: 2,
      values: ['计算机科学与技术'],
      display: '计算机科学与技术',
    });
    expect(saved.answers[3].display).toBe('互联网/IT、金融');

    const user = (await api(t, 'GET', '/user/lucinaUser/getLucinaInfo', { headers })).json().data;
    expect(user.infoCollectionState).toBe('1');
    const test = (await api(t, 'POST', `${BOOT}/getLoginBootTest`, { headers })).json().data;
    expect(test.submittedId).toBe(saved.id);
    const back = await api(t, 'GET', `${BOOT}/getInformationCollections/${saved.id}`, { headers });
    expect(back.json().data).toEqual(saved);

    const again = await submit(headers, answers);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('信息已提交，提交后无法修改');
  });

  it('no user reads another’s answers; unknown ids are not found', async () => {
    const a = await t.login();
    const b = await t.login();
    const saved = (await submit(a.headers, answers)).json().data;
    for (const id of [saved.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await api(t, 'GET', `${BOOT}/getInformationCollections/${id}`, { headers: b.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('信息收集记录不存在');
    }
  });

  it('refuses bad answers with a clear message and saves nothing', async () => {
    const { headers } = await t.login();
    const before = await rows();
    const replace = (i: number, a: object) => answers.map((x, k) => (k === i ? a : x));
    const cases: [unknown, RegExp][] = [
      [[], /请至少回答一题/],
      [{ questionId: 1 }, /请提交答案数组/],
      [[...answers, { questionId: 99, values: ['x'] }], /第 99 题不存在/],
      [answers.slice(1), /请回答：你目前处于哪个阶段？/],
      [replace(0, { questionId: 1, values: ['幼儿园'] }), /不在可选范围内/],
      [replace(3, { questionId: 4, values: ['金融', '教育', '制造业', '医疗健康'] }), /最多选择 3 项/],
      [replace(1, { questionId: 2, text: '专'.repeat(31) }), /不能超过 30 个字/],
      [replace(1, { questionId: 2, text: 5 }), /./],
      [replace(0, { questionId: 'one', values: ['本科在读'] }), /questionId/],
    ];
    for (const [payload, msg] of cases) {
      const res = await submit(headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().msg).toMatch(msg);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]|questionId/);
    }
    expect(await rows()).toBe(before);
    const user = (await api(t, 'GET', '/user/lucinaUser/getLucinaInfo', { headers })).json().data;
    expect(user.infoCollectionState).toBe('0');
  });

  it('closing without submitting stores infoCollectionState 2 through updateInfo', async () => {
    const { user, headers } = await t.login();
    const res = await api(t, 'POST', '/user/lucinaUser/updateInfo', {
      headers,
      payload: { id: user.id, infoCollectionState: '2' },
    });
    expect(res.json().data.infoCollectionState).toBe('2');
  });

  it('feeds the answers into the chat planner’s context', async () => {
    const { user, headers } = await t.login();
    await submit(headers, answers);
    const facts = await t.app.ctx.services.infoCollection.plannerFacts(user.id);
    expect(facts).toContain('你目前处于哪个阶段：本科在读');
    expect(facts).toContain('你想进入哪些行业：互联网/IT、金融');
    const prompt = systemPrompt(0, { riasec: null, workTag: '', layoutTag: '', facts });
    expect(prompt).toContain('用户填写的背景信息：');
    expect(prompt).toContain('计算机科学与技术');
    expect(prompt).toContain('回答时请结合这些信息');
    expect(await t.app.ctx.services.infoCollection.plannerFacts((await t.login()).user.id)).toEqual([]);
  });
});
