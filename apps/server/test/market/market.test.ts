import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketConfigLabels } from '@lucina/contracts';
import { contentSeeder } from '../../src/modules/content/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('service market', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await contentSeeder.run(t.db);
  });
  afterAll(() => t.close());

  it('lists every service of config ids 5–14 with its breadcrumb label, to visitors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/template/marketServices' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ configId: number; label: string; imageUrl: string }>;
    expect(list.map((s) => s.configId)).toEqual([5, 6, 7, 8, 10, 11, 12, 13, 14]);
    for (const s of list) expect(s.label).toBe(MarketConfigLabels[s.configId]);
  });

  it('RETAIN-MAIN gives a service’s full detail and its image is served by this server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/template/getTemplateImg/RETAIN-MAIN',
      payload: { configId: 13 },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ configId: 13, label: '求职陪跑', title: '求职陪跑' });
    expect(d.suitsZh.length).toBeGreaterThan(1);
    expect(d.deliversZh.length).toBeGreaterThan(1);
    expect(d.processZh[0]).toHaveProperty('title');
    const img = await t.app.inject({ method: 'GET', url: d.imageUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('求职陪跑');
    expect(img.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses unknown ids and wrong types with a clear message', async () => {
    for (const configId of [9, 15, '13', null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/template/getTemplateImg/RETAIN-MAIN',
        payload: { configId },
      });
      expect(res.statusCode, String(configId)).toBe(400);
      expect(res.json().msg).toContain('服务编号（configId）只能是 5–8、10–14');
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/market/9.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/market/..%2F..%2Fconfig.svg' })).statusCode).toBe(404);
  });
});
