import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../admin/helpers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { adminGet, adminPost, auditTrail } from './helpers.js';

const CHINESE = /[\u4e00-\u9fff]/;

let t: TestApp;
let operator: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_URL: 'https://work.weixin.qq.com/kfid/kf-env' } });
  operator = await loginAs(t, 'operator');
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: url.startsWith('/api/ai/quick') ? 'POST' : 'GET', url, headers })).json().data;
const save = (section: string, value: unknown) => adminPost(t, operator.headers, '/site/save', { section, value });
const reset = (section: string) => adminPost(t, operator.headers, '/site/reset', { section });

describe('site content from the console', () => {
  it('QR targets: the console value wins over the deployment default, and reset returns to it', async () => {
    expect((await get('/api/site/config')).supportUrl).toBe('https://work.weixin.qq.com/kfid/kf-env');
    const links = {
      supportUrl: 'https://work.weixin.qq.com/kfid/kf-console',
      miniProgramUrl: '/support#mini-program',
      giftContactUrl: 'https://u.wechat.com/gift',
      supportWechatId: 'lucina_kefu',
    };
    const refused = await save('links', { ...links, supportWechatId: '1bad' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('微信号须为 6–20 位字母');
    const saved = await save('links', links);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ links, customized: ['links'] });
    expect(await get('/api/site/config')).toMatchObject({ ...links, demo: true });

    const back = await reset('links');
    expect(back.json().data.customized).toEqual([]);
    expect((await get('/api/site/config')).supportUrl).toBe('https://work.weixin.qq.com/kfid/kf-env');
    expect((await auditTrail(t, 'site:links')).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'site.save',
        expect.objectContaining({ supportUrl: 'https://work.weixin.qq.com/kfid/kf-env' }),
        expect.objectContaining(links),
      ],
      [
        'site.reset',
        expect.objectContaining(links),
        expect.objectContaining({ supportUrl: 'https://work.weixin.qq.com/kfid/kf-env' }),
      ],
    ]);
  });

  it('FAQ and help texts: the shipped ones until edited, then the operators’', async () => {
    const shipped = await get('/api/site/help');
    expect(shipped.faq.length).toBeGreaterThan(10);
    expect(shipped.faq.filter((f: { featured: boolean }) => f.featured)).toHaveLength(4);
    expect(shipped.texts.serviceHours).toBe('服务时间：每天 9:00–21:00');

    const faq = [{ question: '可以开发票吗？', answer: '可以，联系客服开具电子发票。', featured: true }];
    await save('faq', faq);
    await save('help', { ...shipped.texts, serviceHours: '服务时间：工作日 9:00–18:00' });
    expect(await get('/api/site/help')).toEqual({
      faq,
      texts: { ...shipped.texts, serviceHours: '服务时间：工作日 9:00–18:00' },
    });
  });

  it('quick commands and the home greeting and questions reach the chat calls', async () => {
    await save('quickCommands', [
      { name: '写简历', prompt: '请帮我写一份应届生简历，我的专业是：' },
      { name: '选 offer', prompt: '我有两个 offer，帮我比较一下：' },
    ]);
    expect(await get('/api/ai/quickCommandConfig/findQuickCommandConfig')).toEqual([
      { id: 1, name: '写简历', prompt: '请帮我写一份应届生简历，我的专业是：' },
      { id: 2, name: '选 offer', prompt: '我有两个 offer，帮我比较一下：' },
    ]);

    await save('homePrompts', { greeting: '你好，我是 Lucina。', questions: ['秋招怎么准备？', '实习怎么找？'] });
    expect(await get('/api/ai/conversation/induceMessage')).toEqual({
      greeting: '你好，我是 Lucina。',
      questions: ['秋招怎么准备？', '实习怎么找？'],
      basis: { hollandCode: null, occupations: [], tags: [] },
    });
    // An asker's own tags still come first.
    const { headers } = await t.login({ workTag: '简历优化' });
    expect((await get('/api/ai/conversation/induceMessage', headers)).questions).toEqual([
      '帮我看看简历应该突出哪些内容？',
      '秋招怎么准备？',
      '实习怎么找？',
    ]);
  });

  it('the console sees every section and which ones it changed', async () => {
    const view = (await adminGet(t, operator.headers, '/site')).json().data;
    expect(view.customized.sort()).toEqual(['faq', 'help', 'homePrompts', 'quickCommands']);
    expect(view.defaultLinks.supportUrl).toBe('https://work.weixin.qq.com/kfid/kf-env');
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = (await adminGet(t, operator.headers, '/site')).json().data;
    const cases: [string, unknown, string][] = [
      ...['javascript:alert(1)', '/\\evil.com', '//evil.com', '/\t/evil.com'].map(
        (supportUrl): [string, unknown, string] => [
          'links',
          { supportUrl, miniProgramUrl: '/a', giftContactUrl: '/b' },
          '链接须为 http(s) 地址或以 / 开头的站内路径',
        ],
      ),
      ['quickCommands', [{ name: '这个指令名称实在是太长了', prompt: '内容' }], '指令名称最多 10 字'],
      ['homePrompts', { greeting: '你好', questions: [] }, '请至少填写一条推荐问题'],
      ['faq', [{ question: '', answer: '回答', featured: false }], '请填写问题'],
      ['banners', [], '内容分区只能是 links、faq、help、quickCommands 或 homePrompts'],
    ];
    for (const [section, value, msg] of cases) {
      const res = await save(section, value);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg, msg).toBe(msg);
    }
    const badReset = await reset('banners');
    expect(badReset.statusCode).toBe(400);
    expect(badReset.json().msg).toMatch(CHINESE);
    expect((await adminGet(t, operator.headers, '/site')).json().data).toEqual(before);
  });
});
