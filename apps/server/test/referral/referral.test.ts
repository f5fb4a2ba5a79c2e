import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Business } from '@lucina/contracts';
import { invitations, systemMessages, users } from '../../src/db/schema/index.js';
import { cooldownKey } from '../../src/modules/login/otp.service.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { LOGIN_TEST_ENV, latestCode, newEmail, newPhone, phoneLogin, post, solveCaptcha } from '../login/helpers.js';
import { api, openOrder, userRow } from '../payments/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: LOGIN_TEST_ENV });
});
afterAll(() => t.close());

const inviteMessages = (userId: string) =>
  t.db
    .select()
    .from(systemMessages)
    .where(sql`${systemMessages.userId} = ${userId} and ${systemMessages.kind} = 'inviteReward'`);

const invitationOf = async (inviteeUserId: string) =>
  (await t.db.select().from(invitations).where(eq(invitations.inviteeUserId, inviteeUserId)))[0]!;

async function emailLogin(email: string, tk?: string) {
  // Stands for waiting out the resend window of an earlier code.
  await t.kv.del(cooldownKey({ purpose: 'login', target: email }));
  const { uuid, code } = await solveCaptcha(t);
  await post(t, 'sendEmail', { userEmail: email, code, uuid });
  const res = await post(t, 'login', { username: email, otpCode: await latestCode(t, email), loginType: 2, tk });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data as { token: string; userId: string };
}

describe('invite rewards', () => {
  it('are credited when an invitee signs up with a phone, once, with a message to the inviter', async () => {
    const inviter = await t.login({ nickname: '邀请人' });
    const start = (await userRow(t, inviter.user.id)).chatCount;
    const invitee = await phoneLogin(t, newPhone(), { tk: inviter.user.inviteCode });

    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start + Business.inviteRewardChats);
    expect((await invitationOf(invitee.userId)).rewardedAt).not.toBeNull();
    const [message] = await inviteMessages(inviter.user.id);
    expect(message).toMatchObject({ title: '邀请奖励已到账', link: '/personal/referralBonus' });
    expect(message!.content).toContain('3 次 AI 对话次数');

    // Opening the referral page (either side) and logging in again pay nothing more.
    const again = await api(t, inviter.headers, 'POST', '/user/lucinaUser/getInviteReward');
    expect(again.body.data).toEqual({ settled: 0, chatCountAdded: 0 });
    await api(t, { authorization: invitee.token }, 'POST', '/user/lucinaUser/getInviteReward');
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start + Business.inviteRewardChats);
    expect(await inviteMessages(inviter.user.id)).toHaveLength(1);
  });

  it('wait for an email-only invitee to bind a phone', async () => {
    const inviter = await t.login();
    const start = (await userRow(t, inviter.user.id)).chatCount;
    const email = newEmail();
    const invitee = await emailLogin(email, inviter.user.inviteCode);
    await api(t, { authorization: invitee.token }, 'POST', '/user/lucinaUser/getInviteReward');
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start);
    expect((await invitationOf(invitee.userId)).rewardedAt).toBeNull();

    // A phone bound since (the WeChat bind flow sets it) is settled at the next login.
    await t.db.update(users).set({ phone: newPhone() }).where(eq(users.id, invitee.userId));
    await emailLogin(email);
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start + Business.inviteRewardChats);
    expect(await inviteMessages(inviter.user.id)).toHaveLength(1);
  });

  it('are credited when an email-only invitee pays', async () => {
    const inviter = await t.login();
    const start = (await userRow(t, inviter.user.id)).chatCount;
    const invitee = await emailLogin(newEmail(), inviter.user.inviteCode);
    const headers = { authorization: invitee.token };
    const { orderNo, packageAmountYuan } = (await openOrder(t, headers, { membershipPlanId: 1 })).body.data;
    await api(t, headers, 'POST', '/pay/createMultiPay', {
      orderNo,
      amount: packageAmountYuan,
      subject: 'x',
      membershipPlanId: 1,
    });
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/cashier/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${orderNo}&method=wechat`,
    });
    expect(paid.body).toContain('支付成功');
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start + Business.inviteRewardChats);
    expect(await inviteMessages(inviter.user.id)).toHaveLength(1);
  });

  it(`pay for at most ${Business.inviteRewardDailyCap} invitees a day per inviter; the rest wait for a later day`, async () => {
    const inviter = await t.login();
    const start = (await userRow(t, inviter.user.id)).chatCount;
    const cap = Business.inviteRewardDailyCap;
    const invitees = await Promise.all(
      Array.from({ length: cap + 2 }, () => phoneLogin(t, newPhone(), { tk: inviter.user.inviteCode })),
    );
    const paid = cap * Business.inviteRewardChats;
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start + paid);
    expect(await inviteMessages(inviter.user.id)).toHaveLength(cap);
    await api(t, inviter.headers, 'POST', '/user/lucinaUser/getInviteReward');
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start + paid);

    // Next day (yesterday's rewards moved back a day): the page pays what waited.
    await t.db
      .update(invitations)
      .set({ rewardedAt: sql`${invitations.rewardedAt} - interval '1 day'` })
      .where(eq(invitations.inviterUserId, inviter.user.id));
    const later = await api(t, inviter.headers, 'POST', '/user/lucinaUser/getInviteReward');
    expect(later.body.data).toEqual({ settled: 2, chatCountAdded: 2 * Business.inviteRewardChats });
    expect((await userRow(t, inviter.user.id)).chatCount).toBe(start + (cap + 2) * Business.inviteRewardChats);
    expect(invitees).toHaveLength(cap + 2);
  });
});
