import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TEST_ENV, newPhone, phoneLogin } from '../login/helpers.js';
import { api, createEngagementApp, type EngagementApp } from './helpers.js';

let t: EngagementApp;
beforeAll(async () => {
  t = await createEngagementApp({ env: LOGIN_TEST_ENV });
});
afterAll(() => t.close());

/** Resolves once the database clock reads later than `instant`. */
async function clockPasses(instant: Date) {
  for (;;) {
    const result = await t.app.ctx.database.db.execute(
      sql`select now() > ${instant.toISOString()}::timestamptz as later`,
    );
    if ((result as unknown as { rows: { later: boolean }[] }).rows[0]!.later) return;
  }
}

const list = (headers: Record<string, string>, payload?: object) =>
  api(t, 'POST', '/ai/sytemMessages/list', { headers, payload });
const count = async (headers: Record<string, string>) =>
  (await api(t, 'POST', '/ai/sytemMessages/getCountMessage', { headers })).json().data as number;

describe('system messages', () => {
  it('lists the caller’s messages newest first with paging, and counts unread ones', async () => {
    const { user, headers } = await t.login();
    const { messages } = t.app.ctx.services;
    // One after another in time (PGlite's clock counts milliseconds; messages of one instant have no order).
    const coupon = await messages.notify(user.id, 'coupon', { couponName: '新人立减券', discountYuan: '10.00' });
    await clockPasses(coupon!.createdAt);
    const payment = await messages.notify(user.id, 'payment', {
      planName: '年度会员',
      amountYuan: '199.00',
      endTime: '2027-11-23T00:00:00Z',
    });
    await clockPasses(payment!.createdAt);
    await messages.notify(user.id, 'membershipExpiring', { days: 3, endTime: '2027-11-23T00:00:00Z' });

    const first = (await list(headers, { page: 1, pageSize: 2 })).json().data;
    expect(first.total).toBe(3);
    expect(first.list.map((m: { kind: string }) => m.kind)).toEqual(['membershipExpiring', 'payment']);
    expect(first.list[0]).toMatchObject({ title: '会员即将到期', isRead: 0, link: '/personal/member' });
    expect(Number.isNaN(Date.parse(first.list[0].createTime))).toBe(false);
    const second = (await list(headers, { page: 2, pageSize: 2 })).json().data;
    expect(second.list.map((m: { kind: string }) => m.kind)).toEqual(['coupon']);
    expect(second.list[0].content).toContain('新人立减券');
    expect(second.total).toBe(3);
    // Past the last page: no rows, the total still counted.
    expect((await list(headers, { page: 5, pageSize: 2 })).json().data).toMatchObject({ list: [], total: 3 });
    // No body: first page of 10.
    expect((await list(headers)).json().data).toMatchObject({ page: 1, pageSize: 10, total: 3 });
    expect(await count(headers)).toBe(3);
    expect((await api(t, 'GET', '/user/lucinaUser/getLucinaInfo', { headers })).json().data.systemMessageUnread).toBe(
      3,
    );
  });

  it('detail marks one message read; mark-read handles one or all; read state is per user', async () => {
    const a = await t.login();
    const b = await t.login();
    const { messages } = t.app.ctx.services;
    const m1 = (await messages.notify(a.user.id, 'coupon', { couponName: '八折券' }))!;
    await messages.notify(a.user.id, 'coupon', { couponName: '九折券' });
    const news = (await messages.broadcast({ title: '新功能上线', content: 'AI 职业测评报告支持导出 PDF。' }))!;

    expect(await count(a.headers)).toBe(3);
    expect(await count(b.headers)).toBe(1);

    const detail = await api(t, 'POST', '/ai/sytemMessages/detail', { headers: a.headers, payload: { id: m1.id } });
    expect(detail.json().data).toMatchObject({ id: m1.id, isRead: 1, title: '你收到一张优惠券' });
    expect(await count(a.headers)).toBe(2);

    // B reads the broadcast: A's copy stays unread.
    const read = await api(t, 'POST', '/ai/sytemMessages/updateIsReadMessage', {
      headers: b.headers,
      payload: { id: news.id },
    });
    expect(read.json().data).toEqual({ unread: 0 });
    expect(await count(a.headers)).toBe(2);

    const all = await api(t, 'POST', '/ai/sytemMessages/updateIsReadMessage', {
      headers: a.headers,
      payload: { all: true },
    });
    expect(all.json().data).toEqual({ unread: 0 });
    const items = (await list(a.headers)).json().data.list as { isRead: number }[];
    expect(items.every((m) => m.isRead === 1)).toBe(true);
  });

  it('never shows one user’s message to another', async () => {
    const owner = await t.login();
    const other = await t.login();
    const m = (await t.app.ctx.services.messages.notify(owner.user.id, 'coupon', { couponName: '私有券' }))!;

    const detail = await api(t, 'POST', '/ai/sytemMessages/detail', { headers: other.headers, payload: { id: m.id } });
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toMatchObject({ code: 404, msg: '消息不存在或已被删除' });
    const mark = await api(t, 'POST', '/ai/sytemMessages/updateIsReadMessage', {
      headers: other.headers,
      payload: { id: m.id },
    });
    expect(mark.statusCode).toBe(404);
    expect((await list(other.headers)).json().data.total).toBe(0);
    // The other user's failed attempt left the owner's message unread.
    expect(await count(owner.headers)).toBe(1);
  });

  it('a broadcast reaches accounts that existed when it was sent, not later ones', async () => {
    const before = await t.login();
    const sent = await t.app.ctx.services.messages.broadcast({
      title: '服务升级公告',
      content: '今晚 23:00 起维护 30 分钟。',
    });
    // PGlite's clock has millisecond resolution: an account made in the same millisecond as the
    // broadcast counts as existing when it was sent, so the later account waits for the clock to move on.
    await clockPasses(sent!.createdAt);
    const after = await t.login();
    const titles = (h: Record<string, string>) =>
      list(h).then((r) => (r.json().data.list as { title: string }[]).map((m) => m.title));
    expect(await titles(before.headers)).toContain('服务升级公告');
    expect(await titles(after.headers)).not.toContain('服务升级公告');
  });

  it('a dedupe key makes a repeated notification harmless', async () => {
    const { user, headers } = await t.login();
    const { messages } = t.app.ctx.services;
    const key = `expiring:${user.id}:2027-11-23`;
    expect(
      await messages.notify(user.id, 'membershipExpiring', { days: 3, endTime: '2027-11-23' }, { dedupeKey: key }),
    ).not.toBeNull();
    expect(
      await messages.notify(user.id, 'membershipExpiring', { days: 2, endTime: '2027-11-23' }, { dedupeKey: key }),
    ).toBeNull();
    expect(await count(headers)).toBe(1);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { user, headers } = await t.login();
    await t.app.ctx.services.messages.notify(user.id, 'coupon', { couponName: '券' });
    const cases: [string, object][] = [
      ['/ai/sytemMessages/detail', { id: 'not-a-uuid' }],
      ['/ai/sytemMessages/detail', {}],
      ['/ai/sytemMessages/updateIsReadMessage', {}],
      ['/ai/sytemMessages/updateIsReadMessage', { id: '00000000-0000-4000-8000-000000000000', all: true }],
      ['/ai/sytemMessages/updateIsReadMessage', { all: 'yes' }],
      ['/ai/sytemMessages/list', { page: 0 }],
      ['/ai/sytemMessages/list', { pageSize: 500 }],
    ];
    for (const [url, payload] of cases) {
      const res = await api(t, 'POST', url, { headers, payload });
      expect(res.statusCode, url + JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const unknown = await api(t, 'POST', '/ai/sytemMessages/detail', {
      headers,
      payload: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await count(headers)).toBe(1);
  });

  it('needs a login', async () => {
    const res = await api(t, 'POST', '/ai/sytemMessages/getCountMessage');
    expect(res.statusCode).toBe(401);
  });

  it('a first login gets the welcome message and the welcome coupon’s message, once', async () => {
    const phone = newPhone();
    const first = await phoneLogin(t, phone);
    const headers = { authorization: first.token };
    const items = (await list(headers)).json().data.list as { kind: string; title: string; content: string }[];
    expect(items.map((m) => m.kind).sort()).toEqual(['coupon', 'welcome']);
    expect(items.find((m) => m.kind === 'welcome')).toMatchObject({ title: '欢迎来到 Lucina AI 职业规划师' });
    expect(items.find((m) => m.kind === 'coupon')!.content).toContain('新人会员券');
    const again = await phoneLogin(t, phone);
    expect((await list({ authorization: again.token })).json().data.total).toBe(2);
  });
});
