import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@lucina/contracts';
import { sessions, users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('user info and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const info = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/user/lucinaUser/getLucinaInfo', headers });
  const update = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/lucinaUser/updateInfo', headers, payload: payload as object });

  it('refuses anonymous callers with 401 and code 401', async () => {
    const res = await info();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '未授权，请登录', data: null });
  });

  it('treats an unknown token as an expired session (code 10021)', async () => {
    const res = await info({ authorization: 'not-a-real-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 10021, msg: '登录已过期，请重新登录' });
  });

  it('returns every user-info field of SPEC §3 for the caller, contacts masked', async () => {
    const { headers, user } = await t.login({ nickname: '小林', phone: '13812345678', email: 'lin@example.com' });
    const res = await info(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    const data = userInfoSchema.parse(body.data);
    expect(data).toMatchObject({
      id: user.id,
      nickname: '小林',
      userGrade: '0',
      chatCount: 10,
      phone: '138****5678',
      email: 'li***@example.com',
      tagiSCollect: 0,
      infoCollectionState: '0',
    });
  });

  it('accepts "Bearer <token>" as well as the bare token', async () => {
    const { token } = await t.login();
    expect((await info({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('updates only the listed fields on the caller’s own row', async () => {
    const { headers, user } = await t.login();
    const res = await update(headers, { id: user.id, bootState: '1', tagiSCollect: 2, workTag: '职业规划,简历优化' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ bootState: '1', tagiSCollect: 2, workTag: '职业规划,简历优化' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ bootState: '1', tagiSCollect: 2 });
  });

  it('refuses fields the spec does not list, naming them, and changes nothing', async () => {
    const { headers, user } = await t.login();
    const res = await update(headers, { id: user.id, bootState: '1', userGrade: 4, chatCount: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toMatch(/不支持的字段/);
    expect(res.json().msg).toContain('userGrade');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ bootState: '0', userGrade: 0, chatCount: 10 });
  });

  it('refuses out-of-range values with a clear message', async () => {
    const { headers, user } = await t.login();
    const res = await update(headers, { id: user.id, infoCollectionState: '7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('infoCollectionState');
  });

  it('never changes another user’s row', async () => {
    const me = await t.login();
    const other = await t.login({ nickname: '别人' });
    const res = await update(me.headers, { id: other.user.id, bootState: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, msg: '只能修改自己的资料' });
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row!.bootState).toBe('0');
  });

  it('logout revokes the session so the token stops working', async () => {
    const { headers } = await t.login();
    const out = await t.app.inject({ method: 'POST', url: '/api/user/login/logout', headers });
    expect(out.json()).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await info(headers)).json().code).toBe(10021);
  });

  it('an expired session is refused', async () => {
    const { headers, sessionId } = await t.login();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect((await info(headers)).json().code).toBe(10021);
  });

  it('stores only a hash of the session token', async () => {
    const { token, sessionId } = await t.login();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
