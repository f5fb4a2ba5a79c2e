import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Business, LoginText, loginResultSchema } from '@lucina/contracts';
import { invitations, sessions, users, visitors } from '../../src/db/schema/index.js';
import { visitorRepository } from '../../src/modules/visitors/visitor.repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedVisitorHeaders } from '../helpers/visitor.js';
import {
  latestCode,
  LOGIN_TEST_ENV,
  newEmail,
  newPhone,
  phoneLogin,
  post,
  sendSmsCode,
  solveCaptcha,
} from './helpers.js';

let tempSeq = 0;
/** A client-made temp token (SPEC §3: ms timestamp + 5–6 digits). */
const newTempToken = () => `${Date.now()}${10000 + tempSeq++}`;

describe('phone and email login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: LOGIN_TEST_ENV });
  });
  afterAll(() => t.close());

  const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const info = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/lucinaUser/getLucinaInfo', headers: { authorization: token } });

  it('the first phone login creates the account with the sign-up chats, the next one reuses it', async () => {
    const phone = newPhone();
    const first = loginResultSchema.parse(await phoneLogin(t, phone));
    expect(first.tagiSCollect).toBe(0);
    const row = await userRow(first.userId);
    expect(row).toMatchObject({ phone, chatCount: Business.freeChatsOnSignup, email: null });
    expect((await info(first.token)).json().data).toMatchObject({ id: first.userId, chatCount: 10 });

    const second = await phoneLogin(t, phone);
    expect(second.userId).toBe(first.userId);
    expect(second.token).not.toBe(first.token);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('email login works the same way, ignoring the letter case of the address', async () => {
    const email = newEmail();
    await post(t, 'sendEmail', { userEmail: email.toUpperCase(), ...(await solveCaptcha(t)) });
    const otpCode = await latestCode(t, email);
    const res = await post(t, 'login', { username: ` ${email.toUpperCase()} `, otpCode, loginType: 2 });
    expect(res.body.code).toBe(200);
    expect(await userRow(res.body.data.userId)).toMatchObject({ email, phone: null });
  });

  it('uses the code up: the same code cannot log in twice', async () => {
    const phone = newPhone();
    const otpCode = await sendSmsCode(t, phone);
    expect((await post(t, 'login', { username: phone, otpCode, loginType: 1 })).body.code).toBe(200);
    const again = await post(t, 'login', { username: phone, otpCode, loginType: 1 });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(LoginText.otpExpired);
  });

  it('accepts the image captcha fields on login without needing them again', async () => {
    const phone = newPhone();
    const otpCode = await sendSmsCode(t, phone);
    const res = await post(t, 'login', {
      username: phone,
      otpCode,
      loginType: 1,
      code: 'used',
      uuid: 'gone',
      tk: null,
    });
    expect(res.body.code).toBe(200);
  });

  it('a code sent to one phone does not log in another', async () => {
    const otpCode = await sendSmsCode(t, newPhone());
    const res = await post(t, 'login', { username: newPhone(), otpCode, loginType: 1 });
    expect(res.body.msg).toBe(LoginText.otpExpired);
    expect(await t.db.select().from(users).where(eq(users.phone, ''))).toHaveLength(0);
  });

  it('records the session with the user agent', async () => {
    const phone = newPhone();
    const otpCode = await sendSmsCode(t, phone);
    const res = await post(t, 'login', { username: phone, otpCode, loginType: 1 }, { 'user-agent': 'LoginTest/1.0' });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, res.body.data.userId));
    expect(session).toMatchObject({ userAgent: 'LoginTest/1.0', revokedAt: null });
  });

  describe('visitor data', () => {
    const calls: Array<{ visitorId: string; userId: string }> = [];
    const failFor = new Set<string>();
    beforeAll(() => {
      t.app.ctx.services.visitorClaims.register(async (tx, visitorId, userId) => {
        if (failFor.has(visitorId)) throw new Error('hook failed');
        calls.push({ visitorId, userId });
        // Writes through the transaction, as the chat and assessment hooks will.
        await tx
          .update(users)
          .set({ workTag: `claimed:${visitorId}` })
          .where(eq(users.id, userId));
      });
    });

    it('moves to the account at login: the visitor is claimed and every hook runs in the login transaction', async () => {
      const tempToken = newTempToken();
      const visitor = await visitorRepository(t.db).upsert(tempToken, '127.0.0.1');
      const login = await phoneLogin(t, newPhone(), { headers: signedVisitorHeaders(tempToken) });
      const [row] = await t.db.select().from(visitors).where(eq(visitors.id, visitor.id));
      expect(row!.claimedByUserId).toBe(login.userId);
      expect(calls).toContainEqual({ visitorId: visitor.id, userId: login.userId });
      expect((await userRow(login.userId)).workTag).toBe(`claimed:${visitor.id}`);
    });

    it('is never handed to a second account that logs in with the same temp token', async () => {
      const tempToken = newTempToken();
      const visitor = await visitorRepository(t.db).upsert(tempToken, null);
      const first = await phoneLogin(t, newPhone(), { headers: signedVisitorHeaders(tempToken) });
      const second = await phoneLogin(t, newPhone(), { headers: signedVisitorHeaders(tempToken) });
      const [row] = await t.db.select().from(visitors).where(eq(visitors.id, visitor.id));
      expect(row!.claimedByUserId).toBe(first.userId);
      expect(calls.filter((c) => c.visitorId === visitor.id)).toEqual([
        { visitorId: visitor.id, userId: first.userId },
      ]);
      expect((await userRow(second.userId)).workTag).toBe('');
    });

    it('a failing hook undoes the whole login: no account, visitor unclaimed', async () => {
      const tempToken = newTempToken();
      const visitor = await visitorRepository(t.db).upsert(tempToken, null);
      failFor.add(visitor.id);
      const phone = newPhone();
      const otpCode = await sendSmsCode(t, phone);
      const res = await post(t, 'login', { username: phone, otpCode, loginType: 1 }, signedVisitorHeaders(tempToken));
      expect(res.status).toBe(500);
      expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
      const [row] = await t.db.select().from(visitors).where(eq(visitors.id, visitor.id));
      expect(row!.claimedByUserId).toBeNull();
    });

    it('logging in without a temp token, or with an unknown one, claims nothing', async () => {
      const before = calls.length;
      await phoneLogin(t, newPhone());
      await phoneLogin(t, newPhone(), { headers: signedVisitorHeaders(newTempToken()) });
      expect(calls).toHaveLength(before);
    });
  });

  describe('invitations (tk)', () => {
    const invitationsOf = (inviteeUserId: string) =>
      t.db.select().from(invitations).where(eq(invitations.inviteeUserId, inviteeUserId));

    it('a first-time user arriving with a valid tk records the invitation once, rewarded at once for a phone', async () => {
      const inviter = await t.login({ nickname: '邀请人' });
      const login = await phoneLogin(t, newPhone(), { tk: inviter.user.inviteCode });
      const rows = await invitationsOf(login.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ inviterUserId: inviter.user.id, rewardedAt: expect.any(Date) });
      expect((await userRow(login.userId)).invitedByUserId).toBe(inviter.user.id);
    });

    it('a second login with a tk does nothing, even with another inviter', async () => {
      const [a, b] = [await t.login(), await t.login()];
      const phone = newPhone();
      const first = await phoneLogin(t, phone, { tk: a.user.inviteCode });
      await phoneLogin(t, phone, { tk: b.user.inviteCode });
      const rows = await invitationsOf(first.userId);
      expect(rows.map((r) => r.inviterUserId)).toEqual([a.user.id]);
    });

    it('an existing user is not invited afterwards, and their own code is ignored', async () => {
      const phone = newPhone();
      const first = await phoneLogin(t, phone);
      const own = (await userRow(first.userId)).inviteCode;
      await phoneLogin(t, phone, { tk: own });
      await phoneLogin(t, phone, { tk: (await t.login()).user.inviteCode });
      expect(await invitationsOf(first.userId)).toHaveLength(0);
    });

    it('an unknown code is ignored and the login still succeeds', async () => {
      const login = await phoneLogin(t, newPhone(), { tk: 'NOSUCHCODE' });
      expect(login.token).toBeTruthy();
      expect(await invitationsOf(login.userId)).toHaveLength(0);
    });
  });
});
