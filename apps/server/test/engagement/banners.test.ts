import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../src/db/schema/index.js';
import { engagementSeeder } from '../../src/modules/engagement/engagement.seeder.js';
import { api, createEngagementApp, type EngagementApp } from './helpers.js';

let t: EngagementApp;
beforeAll(async () => {
  t = await createEngagementApp();
});
afterAll(() => t.close());

const active = async () =>
  (await api(t, 'GET', '/ai/banner/activeList')).json().data as {
    id: number;
    pcImageUrl: string;
    redirectUrl: string;
  }[];

describe('banners', () => {
  it('lists the seeded banners in order, open to visitors, with images this server serves', async () => {
    const list = await active();
    expect(list.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(list.map((b) => b.redirectUrl)).toEqual(['/home', '/surveyTest', '/personal/member']);
    for (const b of list) {
      expect(b.pcImageUrl).toMatch(/^\/media\/banners\/[a-z-]+\.svg$/);
      const img = await t.app.inject({ method: 'GET', url: b.pcImageUrl });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(img.body).toContain('<svg');
      expect(img.body).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('honours the active window, the enabled flag and the sort order', async () => {
    await t.db
      .update(banners)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(eq(banners.id, 1));
    await t.db
      .update(banners)
      .set({ startsAt: sql`now() + interval '1 day'` })
      .where(eq(banners.id, 2));
    await t.db.update(banners).set({ sort: 0 }).where(eq(banners.id, 3));
    await t.db
      .insert(banners)
      .values({ id: 9, title: '停用', pcImageUrl: '/media/banners/x.svg', sort: -1, enabled: false });
    await t.db.insert(banners).values({ id: 10, title: '活动', pcImageUrl: '/media/banners/ai-planner.svg', sort: 5 });
    expect((await active()).map((b) => b.id)).toEqual([3, 10]);
  });

  it('re-seeding is idempotent: shipped content comes back, schedules set by operators stay', async () => {
    await engagementSeeder.run(t.db);
    await engagementSeeder.run(t.db);
    const rows = await t.db.select().from(banners).orderBy(banners.id);
    expect(rows.map((b) => b.id)).toEqual([1, 2, 3, 9, 10]);
    expect(rows.find((b) => b.id === 3)!.sort).toBe(3);
    expect(rows.find((b) => b.id === 1)!.endsAt).not.toBeNull();
    expect((await active()).map((b) => b.id)).toEqual([3, 10]);
  });
});
