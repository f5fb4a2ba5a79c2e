import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../src/db/schema/index.js';
import { api, createEngagementApp, type EngagementApp } from './helpers.js';

let t: EngagementApp;
beforeAll(async () => {
  t = await createEngagementApp({ env: { RATE_LIMIT_PER_MINUTE: '50' } });
});
afterAll(() => t.close());

const params = (extra: object = {}) =>
  JSON.stringify({
    device: { userAgent: 'Mozilla/5.0', deviceType: 'pc', os: 'Windows', screen: '1920x1080' },
    userId: 'visitor-claim',
    extraData: extra,
  });
const track = (payload: unknown, headers: Record<string, string> = {}) =>
  api(t, 'POST', '/event/track', { payload, headers: { ...headers, 'x-forwarded-for': '' } });
const stored = async () => {
  await t.app.ctx.services.tracking.flush();
  return (await t.db.select({ n: count() }).from(trackingEvents))[0]!.n;
};

describe('tracking', () => {
  it('stores an event with its parsed params; only a session names the user, a claimed id stays in params as claimed', async () => {
    const { user, headers } = await t.login();
    const res = await track(
      {
        eventName: 'Click_BuyMember',
        eventType: 'click',
        subEvent: 'member_dialog',
        location: '/personal/member',
        params: params({ planId: 2 }),
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: null });
    await t.app.ctx.services.tracking.flush();
    const [row] = await t.db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(1);
    expect(row).toMatchObject({
      eventName: 'Click_BuyMember',
      eventType: 'click',
      location: '/personal/member',
      userId: user.id,
    });
    expect(row!.params).toMatchObject({
      device: { os: 'Windows' },
      extraData: { planId: 2 },
      claimedUserId: 'visitor-claim',
    });
    expect(row!.params).not.toHaveProperty('userId');

    await track({ eventName: 'page_view', params: params() });
    await t.app.ctx.services.tracking.flush();
    const [anon] = await t.db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(1);
    expect(anon).toMatchObject({ eventName: 'page_view', userId: null, params: { claimedUserId: 'visitor-claim' } });
    expect(anon!.params).not.toHaveProperty('userId');
  });

  it('accepts a burst beyond the API limit cheaply, and other calls stay unaffected', async () => {
    const before = await stored();
    const started = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        track({ eventName: 'page_view', location: `/home?i=${i}`, params: params() }),
      ),
    );
    const elapsed = Date.now() - started;
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(await stored()).toBe(before + 120);
    // The burst did not use the API budget (50 a minute here): an ordinary call still goes through.
    const banners = await api(t, 'GET', '/ai/banner/activeList');
    expect(banners.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('rejects oversized bodies and bad input, storing nothing', async () => {
    const before = await stored();
    const big = await track({ eventName: 'x', params: JSON.stringify({ extraData: 'a'.repeat(9000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413, msg: '请求内容过大' });
    const cases: [unknown, RegExp][] = [
      [{ params: params() }, /eventName/],
      [{ eventName: '' }, /缺少 eventName/],
      [{ eventName: 'x'.repeat(65) }, /eventName 过长/],
      [{ eventName: 'a', params: 'not json' }, /params 必须是 JSON 对象字符串/],
      [{ eventName: 'a', params: '[1,2]' }, /params 必须是 JSON 对象字符串/],
      [{ eventName: 'a', params: JSON.stringify({ extraData: 'flat' }) }, /extraData 必须是 JSON 对象/],
      [{ eventName: 'a', params: { device: {} } }, /params 必须是文字/],
      [{ eventName: 1 }, /eventName 必须是文字/],
    ];
    for (const [payload, msg] of cases) {
      const res = await track(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    expect(await stored()).toBe(before);
  });

  it('limits each IP per minute', async () => {
    await t.kv.set(`track:127.0.0.1`, '300', 60_000);
    const res = await track({ eventName: 'page_view' });
    expect(res.statusCode).toBe(429);
    await t.kv.del('track:127.0.0.1');
    expect((await track({ eventName: 'page_view' })).statusCode).toBe(200);
  });
});
