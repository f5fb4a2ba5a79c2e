import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createEngagementApp, type EngagementApp } from './helpers.js';

let t: EngagementApp;
beforeAll(async () => {
  t = await createEngagementApp();
});
afterAll(() => t.close());

const put = (headers: Record<string, string>, query: Record<string, string>) =>
  api(t, 'GET', '/user/putTagOrStatus', { headers, query });
const info = async (headers: Record<string, string>) =>
  (await api(t, 'GET', '/user/lucinaUser/getLucinaInfo', { headers })).json().data;

describe('needs survey', () => {
  it('state 2 saves the comma-joined tags; state 1 marks it skipped', async () => {
    const a = await t.login();
    const res = await put(a.headers, { state: '2', workTag: '职业规划,简历优化', layoutTag: '国内考研' });
    expect(res.json().data).toEqual({ tagiSCollect: 2, workTag: '职业规划,简历优化', layoutTag: '国内考研' });
    expect(await info(a.headers)).toMatchObject({
      tagiSCollect: 2,
      workTag: '职业规划,简历优化',
      layoutTag: '国内考研',
    });

    const b = await t.login();
    expect((await put(b.headers, { state: '1' })).json().data).toEqual({ tagiSCollect: 1, workTag: '', layoutTag: '' });
  });

  it('state 2 with no tags is the silent mark of SPEC §4', async () => {
    const { headers } = await t.login();
    expect((await put(headers, { state: '2' })).json().data).toEqual({ tagiSCollect: 2, workTag: '', layoutTag: '' });
  });

  it('refuses unknown options, 暂无 with others and bad states, changing nothing', async () => {
    const { headers } = await t.login();
    const cases: [Record<string, string>, RegExp][] = [
      [{ state: '2', workTag: '职业规划,炒股', layoutTag: '竞赛' }, /不支持的选项：炒股/],
      [{ state: '2', workTag: '暂无,简历优化', layoutTag: '竞赛' }, /选择“暂无”时不能再选其他选项/],
      [{ state: '2', workTag: '简历优化', layoutTag: '竞赛,竞赛' }, /重复/],
      [{ state: '3' }, /state 只能是 1（跳过）或 2（完成）/],
      [{ state: 'x' }, /state/],
      [{}, /state/],
    ];
    for (const [query, msg] of cases) {
      const res = await put(headers, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    expect(await info(headers)).toMatchObject({ tagiSCollect: 0, workTag: '', layoutTag: '' });
  });

  it('the survey-tag save through updateInfo checks the same options', async () => {
    const { user, headers } = await t.login();
    const bad = await api(t, 'POST', '/user/lucinaUser/updateInfo', {
      headers,
      payload: { id: user.id, tagiSCollect: 2, workTag: '暂无,模拟面试' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/暂无/);
    const ok = await api(t, 'POST', '/user/lucinaUser/updateInfo', {
      headers,
      payload: { id: user.id, tagiSCollect: 2, workTag: '暂无', layoutTag: '留学申请,发表论文' },
    });
    expect(ok.json().data).toMatchObject({ workTag: '暂无', layoutTag: '留学申请,发表论文' });
  });

  it('bootState is saved as 1 at the end of the tour (updateInfo)', async () => {
    const { user, headers } = await t.login();
    const res = await api(t, 'POST', '/user/lucinaUser/updateInfo', {
      headers,
      payload: { id: user.id, bootState: '1' },
    });
    expect(res.json().data.bootState).toBe('1');
  });
});
