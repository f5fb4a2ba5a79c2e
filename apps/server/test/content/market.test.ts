import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSeeder } from '../../src/modules/content/index.js';
import { loginAs } from '../admin/helpers.js';
import type { EngagementApp } from '../engagement/helpers.js';
import { adminGet, adminPost, auditTrail, createContentApp, uploadImage } from './helpers.js';

let t: EngagementApp;
let operator: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createContentApp();
  operator = await loginAs(t, 'operator');
});
afterAll(() => t.close());

const cards = async () =>
  (await t.app.inject({ url: '/api/user/template/marketServices' })).json().data as {
    configId: number;
    title: string;
    imageUrl: string;
  }[];
const detail = (configId: number) =>
  t.app.inject({ method: 'POST', url: '/api/user/template/getTemplateImg/RETAIN-MAIN', payload: { configId } });
async function consoleService(configId: number) {
  const list = (await adminGet(t, operator.headers, '/market')).json().data as { configId: number }[];
  const {
    label: _label,
    imageUrl: _image,
    updateTime: _time,
    ...input
  } = list.find((s) => s.configId === configId)! as Record<string, unknown> & { configId: number };
  return input;
}
const save = (payload: object) => adminPost(t, operator.headers, '/market/save', payload);

describe('the service square in the console', () => {
  it('edits a service’s card and detail page; visitors see it at once, with a redrawn image', async () => {
    const before = (await cards()).find((s) => s.configId === 13)!;
    const service = await consoleService(13);
    const photo = await uploadImage(t, operator.headers, 'marketDetail');
    const res = await save({
      ...service,
      title: '秋招求职陪跑',
      deliversZh: ['简历精修', '模拟面试'],
      detailImages: [photo],
    });
    expect(res.statusCode).toBe(200);

    const after = (await cards()).find((s) => s.configId === 13)!;
    expect(after.title).toBe('秋招求职陪跑');
    expect(after.imageUrl).not.toBe(before.imageUrl);
    const svg = await t.app.inject({ url: after.imageUrl });
    expect(svg.body).toContain('秋招求职陪跑');
    const d = (await detail(13)).json().data;
    expect(d).toMatchObject({ title: '秋招求职陪跑', label: '求职陪跑', deliversZh: ['简历精修', '模拟面试'] });
    expect(d.detailImages).toEqual([photo]);

    const [entry] = await auditTrail(t, 'market:13');
    expect(entry).toMatchObject({
      action: 'market.update',
      actor: operator.user.id,
      before: { title: '求职陪跑', detailImages: [] },
      after: { title: '秋招求职陪跑', detailImages: [photo] },
    });
  });

  it('an uploaded hero replaces the drawn one; order and on/off apply to the square', async () => {
    const hero = await uploadImage(t, operator.headers, 'marketHero');
    await save({ ...(await consoleService(5)), heroImageUrl: hero, sort: 99 });
    await save({ ...(await consoleService(8)), enabled: false });
    const list = await cards();
    expect(list.at(-1)).toMatchObject({ configId: 5, imageUrl: hero });
    expect(list.map((s) => s.configId)).not.toContain(8);
    const off = await detail(8);
    expect(off.statusCode).toBe(404);
    expect(off.json().msg).toBe('该服务不存在或已下线');
    // The console still lists it, switched off.
    expect(await consoleService(8)).toMatchObject({ enabled: false });
  });

  it('sets a 「起」 price, cases and teachers; the card shows the price, the detail page the rest', async () => {
    expect((await cards()).find((s) => s.configId === 10)).toMatchObject({ priceFromFen: null });
    const avatar = await uploadImage(t, operator.headers, 'consultantPhoto');
    const casesZh = [{ title: '二战上岸 985', summary: '跨考计算机，初试 398 分。' }];
    const teachers = [
      { name: '林老师', title: '考研规划师', avatarUrl: avatar, bio: '带过 300 多名考研学生。' },
      { name: '周老师', title: '数学主讲', avatarUrl: '', bio: '数学一辅导八年。' },
    ];
    const res = await save({ ...(await consoleService(10)), priceFromFen: 9900, casesZh, teachers });
    expect(res.statusCode).toBe(200);

    expect((await cards()).find((s) => s.configId === 10)).toMatchObject({ priceFromFen: 9900 });
    expect((await detail(10)).json().data).toMatchObject({ priceFromFen: 9900, casesZh, teachers });
    const [entry] = await auditTrail(t, 'market:10');
    expect(entry).toMatchObject({ before: { priceFromFen: null, teachers: [] }, after: { priceFromFen: 9900 } });

    // Cleared again: the card goes back to 「价格咨询老师」 rather than keeping an old price.
    await save({ ...(await consoleService(10)), priceFromFen: null, casesZh: [], teachers: [] });
    expect((await detail(10)).json().data).toMatchObject({ priceFromFen: null, casesZh: [], teachers: [] });
  });

  it('keeps the operators’ edits when the shipped content is seeded again', async () => {
    await contentSeeder.run(t.db);
    expect((await cards()).find((s) => s.configId === 13)!.title).toBe('秋招求职陪跑');
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const service = await consoleService(6);
    const cases = [
      [{ ...service, configId: 9 }, '服务编号（configId）只能是 5–8、10–14'],
      [{ ...service, suitsZh: [] }, '请至少填写一条适合人群'],
      [{ ...service, detailImages: ['https://example.com/x.png'] }, '图片须通过后台上传'],
      [{ ...service, title: 'x'.repeat(31) }, '服务名称最多 30 字'],
      [{ ...service, priceFromFen: 19.9 }, '起价须精确到分'],
      [{ ...service, priceFromFen: 0 }, '起价须大于 0'],
      [{ ...service, priceFromFen: 10_000_000 }, '起价不能超过 ¥99999'],
      [{ ...service, casesZh: [{ title: '', summary: '说明' }] }, '请填写案例标题'],
      [
        { ...service, teachers: [{ name: '王老师', title: '规划师', avatarUrl: 'https://x.cn/a.png', bio: '简介' }] },
        '图片须通过后台上传',
      ],
      [
        { ...service, teachers: Array(7).fill({ name: '王', title: '师', avatarUrl: '', bio: '简介' }) },
        '老师最多 6 位',
      ],
    ] as const;
    for (const [input, msg] of cases) {
      const res = await save(input);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect(await consoleService(6)).toEqual(service);
  });
});
