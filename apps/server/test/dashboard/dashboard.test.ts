import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, trackingEvents, users, visitors } from '../../src/db/schema/index.js';
import { lastChinaDays } from '@lucina/contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openOrder, payOrder, recordOf } from '../payments/helpers.js';
import { loginAs } from '../admin/helpers.js';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('China-time days', () => {
  it('cuts days at midnight in Beijing, not UTC', () => {
    // 2026-03-01 23:30 in Beijing is 15:30 UTC on the same date; 00:30 on the 2nd is 16:30 UTC on the 1st.
    expect(lastChinaDays(2, new Date('2026-03-01T15:30:00Z')).keys).toEqual(['2026-02-28', '2026-03-01']);
    const late = lastChinaDays(2, new Date('2026-03-01T16:30:00Z'));
    expect(late.keys).toEqual(['2026-03-01', '2026-03-02']);
    expect(late.from.toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });
});

describe('dashboard', () => {
  it('counts the period’s visitors, sign-ups, tests, conversations, orders and revenue per day, with the funnel and channels', async () => {
    const admin = await loginAs(t, 'admin');
    const inviter = await t.login({ nickname: '推广达人' });
    const invitee = await t.login({ nickname: '被邀请的人', invitedByUserId: inviter.user.id });
    await recordOf(t, invitee.user.id);
    await t.db.insert(conversations).values({ userId: invitee.user.id, title: '职业方向' });
    const { body } = await openOrder(t, invitee.headers, { membershipPlanId: 2 });
    await payOrder(t, body.data);
    await t.db
      .insert(visitors)
      .values([
        { tempToken: 'v-paid', claimedByUserId: invitee.user.id },
        { tempToken: 'v-anon' },
        { tempToken: 'v-old', createdAt: new Date(Date.now() - 10 * DAY) },
      ]);
    await t.db.insert(trackingEvents).values([
      { eventName: 'PageView', params: {}, ip: '10.0.0.1' },
      { eventName: 'PageView', params: {}, ip: '10.0.0.1' },
      { eventName: 'PageView', params: {}, ip: '10.0.0.2', userId: invitee.user.id },
      { eventName: 'Click_MemberCenterNav', params: {}, ip: '10.0.0.3' },
      { eventName: 'PageView', params: {}, ip: '10.0.0.4', createdAt: new Date(Date.now() - DAY) },
    ]);
    // An account from before the period counts nowhere.
    await t.db
      .insert(users)
      .values({ nickname: '老用户', inviteCode: 'OLD00001', createdAt: new Date(Date.now() - 20 * DAY) });

    const res = await t.app.inject({ url: '/api/admin/dashboard?days=7', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.days).toHaveLength(7);
    expect(d.days.at(-1).date).toBe(lastChinaDays(1).keys[0]);
    const total = (k: string) => d.days.reduce((s: number, day: Record<string, number>) => s + day[k]!, 0);
    expect({
      signups: total('signups'),
      testsFinished: total('testsFinished'),
      conversations: total('conversations'),
      orders: total('orders'),
      revenueFen: total('revenueFen'),
      visitors: total('visitors'),
    }).toEqual({
      signups: 3,
      testsFinished: 1,
      conversations: 1,
      orders: 1,
      revenueFen: body.data.packageAmount,
      visitors: 3,
    });
    expect(d.funnel).toEqual({ visitors: 2, logins: 1, testsFinished: 1, paid: 1 });
    const invited = d.channels.find((c: { inviteCode: string }) => c.inviteCode !== '');
    expect(invited).toEqual({
      inviteCode: inviter.user.inviteCode,
      inviterNickname: '推广达人',
      signups: 1,
      testsFinished: 1,
      paid: 1,
      revenueFen: body.data.packageAmount,
    });
    expect(d.channels.find((c: { inviteCode: string }) => c.inviteCode === '')).toMatchObject({ signups: 2, paid: 0 });
  });

  it('keeps the period between 7 and 90 days, and is for admins only', async () => {
    const admin = await loginAs(t, 'admin');
    const short = await t.app.inject({ url: '/api/admin/dashboard?days=3', headers: admin.headers });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('最少 7 天');
    const operator = await loginAs(t, 'operator');
    expect((await t.app.inject({ url: '/api/admin/dashboard', headers: operator.headers })).statusCode).toBe(403);
  });
});
