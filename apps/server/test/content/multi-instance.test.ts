import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../../src/db/schema/index.js';
import { CONTENT_CACHE_TTL_MS } from '../../src/modules/content/content-cache.js';
import { contentSeeder } from '../../src/modules/content/index.js';
import { engagementSeeder } from '../../src/modules/engagement/engagement.seeder.js';
import { loginAs } from '../admin/helpers.js';
import { createPeer, redisUrl, sharedKv } from '../chat/helpers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { adminGet, adminPost } from './helpers.js';

type App = TestApp['app'];

/** Two instances on one database and one KV (Redis when TEST_REDIS_URL is set), as behind a balancer. */
describe(`content changes reach every instance (${redisUrl ? 'redis' : 'shared memory'} store)`, () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createPeer>>;
  beforeEach(async () => {
    const kv = sharedKv();
    a = await createTestApp({ kv: kv() });
    await engagementSeeder.run(a.db);
    await contentSeeder.run(a.db);
    b = await createPeer(a, kv());
    await a.app.ctx.services.content.cache.ready();
    await b.app.ctx.services.content.cache.ready();
    // Time stands still for the caches, so only a change notification can make an instance read again.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await b.close();
    await a.close();
  });

  const read = async (app: App, method: 'GET' | 'POST', url: string) =>
    (await app.inject({ method, url: `/api${url}` })).json().data;
  const bannerTitles = async (app: App) =>
    ((await read(app, 'GET', '/ai/banner/activeList')) as { title: string }[]).map((x) => x.title);
  const serviceTitle = async (app: App) =>
    ((await read(app, 'GET', '/user/template/marketServices')) as { configId: number; title: string }[]).find(
      (s) => s.configId === 14,
    )!.title;
  const supportUrl = async (app: App) => (await read(app, 'GET', '/site/config')).supportUrl as string;
  const commandNames = async (app: App) =>
    ((await read(app, 'POST', '/ai/quickCommandConfig/findQuickCommandConfig')) as { name: string }[]).map(
      (c) => c.name,
    );

  /** Reads on `app` until `check` holds: the change arrives by message, at no fixed time. */
  async function until<T>(probe: () => Promise<T>, check: (value: T) => boolean) {
    for (;;) {
      const value = await probe();
      if (check(value)) return value;
      await sleep(5);
    }
  }

  it('a banner, a service, the QR targets and the quick commands changed on A show on B', async () => {
    const operator = await loginAs(a, 'operator');
    // B has each of them cached.
    expect(await bannerTitles(b.app)).not.toContain('双十一限时优惠');
    expect(await serviceTitle(b.app)).toBe('一对一职业规划');
    expect(await supportUrl(b.app)).toBe('/support');
    expect(await commandNames(b.app)).toContain('简历优化');

    const post = (path: string, payload: object) => adminPost(a, operator.headers, path, payload);
    const newBanner = {
      title: '双十一限时优惠',
      pcImageUrl: '/media/banners/membership.svg',
      phoneImageUrl: '',
      redirectUrl: '/personal/member',
      sort: 0,
      enabled: true,
      startsAt: null,
      endsAt: null,
    };
    expect((await post('/banners/save', newBanner)).statusCode).toBe(200);
    const service = ((await adminGet(a, operator.headers, '/market')).json().data as { configId: number }[]).find(
      (s) => s.configId === 14,
    )!;
    const { label: _l, imageUrl: _i, updateTime: _u, ...input } = service as Record<string, unknown>;
    expect((await post('/market/save', { ...input, title: '职业规划一对一' })).statusCode).toBe(200);
    const links = { supportUrl: 'https://work.weixin.qq.com/kfid/new', miniProgramUrl: '/m', giftContactUrl: '/g' };
    expect((await post('/site/save', { section: 'links', value: links })).statusCode).toBe(200);
    const commands = [{ name: '模拟面试', prompt: '请对我进行一次模拟面试，岗位是：' }];
    expect((await post('/site/save', { section: 'quickCommands', value: commands })).statusCode).toBe(200);

    expect(
      (
        await until(
          () => bannerTitles(b.app),
          (t) => t.includes('双十一限时优惠'),
        )
      )[0],
    ).toBe('双十一限时优惠');
    await until(
      () => serviceTitle(b.app),
      (t) => t === '职业规划一对一',
    );
    await until(
      () => supportUrl(b.app),
      (u) => u === links.supportUrl,
    );
    expect(
      await until(
        () => commandNames(b.app),
        (n) => n[0] === '模拟面试',
      ),
    ).toEqual(['模拟面试']);
  });

  it('an instance keeps its copy at most the cache lifetime when no change message arrives', async () => {
    expect(await bannerTitles(b.app)).toContain('AI 职业规划师，随时在线');
    // Changed behind the console's back: no message, so only the lifetime bounds the stale copy.
    await a.db.update(banners).set({ title: '改过的横幅' }).where(eq(banners.id, 1));
    expect(await bannerTitles(b.app)).toContain('AI 职业规划师，随时在线');
    vi.setSystemTime(Date.now() + CONTENT_CACHE_TTL_MS + 1);
    expect(await bannerTitles(b.app)).toContain('改过的横幅');
  });
});
