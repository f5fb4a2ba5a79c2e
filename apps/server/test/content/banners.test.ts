import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { engagementSeeder } from '../../src/modules/engagement/engagement.seeder.js';
import { loginAs } from '../admin/helpers.js';
import { api, multipartBody, samplePng, type EngagementApp } from '../engagement/helpers.js';
import { adminGet, adminPost, auditTrail, createContentApp, uploadImage } from './helpers.js';

const CHINESE = /[\u4e00-\u9fff]/;
const HOUR = 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let t: EngagementApp;
let operator: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createContentApp();
  operator = await loginAs(t, 'operator', '运营小周');
});
afterAll(() => t.close());

const active = async () =>
  (await api(t, 'GET', '/ai/banner/activeList')).json().data as {
    id: number;
    title: string;
    pcImageUrl: string;
    phoneImageUrl: string;
    redirectUrl: string;
  }[];
const save = (payload: object) => adminPost(t, operator.headers, '/banners/save', payload);

describe('banners', () => {
  it('lists the shipped banners in order, open to visitors, with images this server serves', async () => {
    const list = await active();
    expect(list.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(list.map((b) => b.redirectUrl)).toEqual(['/home', '/surveyTest', '/personal/member']);
    for (const b of list) {
      expect(b.pcImageUrl).toMatch(/^\/media\/banners\/[a-z-]+\.svg$/);
      expect(b.phoneImageUrl).toBe('');
      const img = await t.app.inject({ method: 'GET', url: b.pcImageUrl });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(img.body).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('re-encodes an uploaded image to a bounded WebP that the site serves for good', async () => {
    // Noise does not compress: a picture of several megabytes, above the API's 1 MB body limit.
    const noise = await sharp(randomBytes(1200 * 1000 * 3), { raw: { width: 1200, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(await uploadImage(t, operator.headers, 'marketDetail', noise)).toMatch(/\.webp$/);
    const url = await uploadImage(t, operator.headers, 'bannerPc', await samplePng(3000, 750));
    expect(url).toMatch(/^\/media\/content\/[0-9a-f-]{36}\.webp$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toContain('immutable');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1760, height: 440 });
  });

  it('refuses what is not an image, with a Chinese message', async () => {
    const { payload, contentType } = multipartBody('file', 'a.png', 'image/png', Buffer.from('not an image'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/image?kind=bannerPc',
      headers: { ...operator.headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('仅支持 JPG、PNG 或 WebP 格式的图片');
    const huge = multipartBody('file', 'a.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/image?kind=bannerPc',
      headers: { ...operator.headers, 'content-type': huge.contentType },
      payload: huge.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().msg).toBe('图片不能超过 5MB');
    const noKind = await t.app.inject({ method: 'POST', url: '/api/admin/content/image', headers: operator.headers });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().msg).toMatch(CHINESE);
  });

  it('a banner added in the console shows at once with its phone image and link, and is audited', async () => {
    const pc = await uploadImage(t, operator.headers, 'bannerPc');
    const phone = await uploadImage(t, operator.headers, 'bannerPhone');
    const res = await save({
      title: '暑期求职季',
      pcImageUrl: pc,
      phoneImageUrl: phone,
      redirectUrl: '/market',
      sort: 0,
      enabled: true,
      startsAt: null,
      endsAt: iso(HOUR),
    });
    expect(res.statusCode).toBe(200);
    const banner = res.json().data;
    expect(banner.id).toBeGreaterThanOrEqual(100);
    expect((await active())[0]).toMatchObject({ id: banner.id, pcImageUrl: pc, phoneImageUrl: phone });

    const renamed = await save({ ...banner, title: '秋招冲刺', updateTime: undefined });
    expect(renamed.json().data.title).toBe('秋招冲刺');
    expect((await active())[0]!.title).toBe('秋招冲刺');

    const trail = await auditTrail(t, `banner:${banner.id}`);
    expect(trail.map((e) => e.action)).toEqual(['banner.create', 'banner.update']);
    expect(trail[0]).toMatchObject({ actor: operator.user.id, before: null, after: { title: '暑期求职季' } });
    expect(trail[1]).toMatchObject({ before: { title: '暑期求职季' }, after: { title: '秋招冲刺', sort: 0 } });
  });

  it('honours the active window, the enabled flag and the order on every read', async () => {
    const list = (await adminGet(t, operator.headers, '/banners')).json().data as { id: number }[];
    const byId = (id: number) => ({ ...list.find((b) => b.id === id)!, updateTime: undefined });
    await save({ ...byId(1), endsAt: iso(-HOUR) });
    await save({ ...byId(2), startsAt: iso(HOUR) });
    await save({ ...byId(3), enabled: false });
    const ids = (await active()).map((b) => b.id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(3);
    // Still listed in the console, with their windows.
    const all = (await adminGet(t, operator.headers, '/banners')).json().data as { id: number; enabled: boolean }[];
    expect(all.find((b) => b.id === 3)!.enabled).toBe(false);
    // The window is applied when read: a banner past its start shows without any change.
    const soon = (await t.app.ctx.services.content.banners.activeList(Date.now() + 2 * HOUR)).map((b) => b.id);
    expect(soon).toContain(2);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = await adminGet(t, operator.headers, '/banners');
    const base = { title: '活动', pcImageUrl: '/media/banners/ai-planner.svg', phoneImageUrl: '', redirectUrl: '' };
    const cases = [
      [{ ...base, pcImageUrl: 'https://example.com/a.png' }, '图片须通过后台上传'],
      [{ ...base, redirectUrl: 'javascript:alert(1)' }, '链接须为 http(s) 地址或以 / 开头的站内路径'],
      [{ ...base, startsAt: iso(HOUR), endsAt: iso(-HOUR) }, '结束时间须晚于开始时间'],
      [{ ...base, title: ' ' }, '请填写标题'],
    ] as const;
    for (const [input, msg] of cases) {
      const res = await save({ sort: 1, enabled: true, startsAt: null, endsAt: null, ...input });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const missing = await save({ ...base, id: 999, sort: 1, enabled: true, startsAt: null, endsAt: null });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('横幅不存在或已删除');
    expect((await adminGet(t, operator.headers, '/banners')).json().data).toEqual(before.json().data);
  });

  it('a deleted banner is gone, stays gone when the shipped content is seeded again, and is audited', async () => {
    const id = (await active())[0]!.id;
    expect((await adminPost(t, operator.headers, '/banners/delete', { id })).statusCode).toBe(200);
    expect((await active()).map((b) => b.id)).not.toContain(id);
    expect((await adminPost(t, operator.headers, '/banners/delete', { id })).statusCode).toBe(404);
    expect((await auditTrail(t, `banner:${id}`, 'banner.delete'))[0]).toMatchObject({ after: null });

    // A shipped banner an operator changed keeps the change; one deleted is not brought back.
    await adminPost(t, operator.headers, '/banners/delete', { id: 1 });
    await engagementSeeder.run(t.db);
    const all = (await adminGet(t, operator.headers, '/banners')).json().data as { id: number; enabled: boolean }[];
    expect(all.map((b) => b.id)).not.toContain(1);
    expect(all.find((b) => b.id === 3)!.enabled).toBe(false);
  });
});
