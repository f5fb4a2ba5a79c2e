import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type ApiRoute, type ConsoleRole } from '@lucina/contracts';
import { adminRoutes } from '@lucina/contracts/admin';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, users } from '../../src/db/schema/index.js';
import { createAccessService } from '../../src/modules/admin/index.js';
import { loginAs } from './helpers.js';

const CHINESE = /[\u4e00-\u9fff]/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every route Fastify actually serves under /api/admin, read from its route table through the OpenAPI map. */
function servedAdminRoutes(): { method: string; url: string }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(`${API_PREFIX}/admin/`))
    .flatMap(([url, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'head')
        .map((m) => ({ method: m.toUpperCase(), url })),
    );
}

const declaredRoutes = () => Object.values(adminRoutes) as ApiRoute[];

function declaredRole(method: string, url: string): ConsoleRole {
  const route = declaredRoutes().find((r) => r.method === method && `${API_PREFIX}${r.path}` === url);
  return route?.role ?? 'admin';
}

describe('every /api/admin route checks the role on each call', () => {
  it('the route table holds the console routes, each declaring a role in the contract', () => {
    const served = servedAdminRoutes();
    expect(served.length).toBeGreaterThanOrEqual(2);
    const declared = declaredRoutes();
    expect(declared.every((r) => r.path.startsWith('/admin'))).toBe(true);
    for (const r of declared) expect(r.role, r.path).toBeDefined();
    expect(served.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      declared.map((r) => `${r.method} ${API_PREFIX}${r.path}`).sort(),
    );
  });

  it('refuses a visitor (401), a plain user (403) and an operator on admin routes (403), in the envelope', async () => {
    const user = await loginAs(t, null);
    const operator = await loginAs(t, 'operator');
    const admin = await loginAs(t, 'admin');
    const cases: { who: string; headers: Record<string, string>; allowed: (r: ConsoleRole) => boolean }[] = [
      { who: 'visitor', headers: {}, allowed: () => false },
      { who: 'user', headers: user.headers, allowed: () => false },
      { who: 'operator', headers: operator.headers, allowed: (r) => r === 'operator' },
      { who: 'admin', headers: admin.headers, allowed: () => true },
    ];
    for (const route of servedAdminRoutes()) {
      const role = declaredRole(route.method, route.url);
      for (const c of cases) {
        const res = await t.app.inject({ method: route.method as 'GET', url: route.url, headers: c.headers });
        const label = `${c.who} ${route.method} ${route.url}`;
        if (c.allowed(role)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          continue;
        }
        const expected = c.who === 'visitor' ? 401 : 403;
        expect(res.statusCode, label).toBe(expected);
        const body = res.json();
        expect(body.code, label).toBe(expected);
        expect(body.msg, label).toMatch(CHINESE);
        expect(body.data, label).toBeNull();
      }
    }
  });

  it('a revoked role stops working on the very next call', async () => {
    const staff = await loginAs(t, 'operator');
    expect((await t.app.inject({ url: '/api/admin/me', headers: staff.headers })).json().data.role).toBe('operator');
    await createAccessService({ db: t.db }).revoke(staff.email);
    const res = await t.app.inject({ url: '/api/admin/me', headers: staff.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('需要运营或管理员权限');
  });

  it('refuses before reading input: a visitor with a malformed query still gets 401', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit?page=zero' });
    expect(res.statusCode).toBe(401);
  });
});

describe('granting and revoking roles', () => {
  it('records who, what, target and before → after in the audit log', async () => {
    const staff = await loginAs(t, null);
    const access = createAccessService({ db: t.db });
    await access.grant(staff.email, 'operator');
    await access.grant(staff.email, 'admin');
    await access.revoke(staff.email);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${staff.user.id}`));
    const trail = rows
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => [r.action, r.before, r.after, r.actorUserId]);
    expect(trail).toEqual([
      ['role.grant', { role: null }, { role: 'operator' }, null],
      ['role.grant', { role: 'operator' }, { role: 'admin' }, null],
      ['role.revoke', { role: 'admin' }, { role: null }, null],
    ]);
  });

  it('refuses an unknown phone or email with a Chinese message and changes nothing', async () => {
    const access = createAccessService({ db: t.db });
    const before = (await t.db.select().from(auditLog)).length;
    await expect(access.grant('13800000000', 'admin')).rejects.toThrow('未找到该手机号或邮箱对应的账号');
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });

  it('the audit list is readable by an admin and filters by action', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await t.app.inject({ url: '/api/admin/audit?action=role.grant&pageSize=100', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBeGreaterThan(0);
    expect(list.every((e: { action: string }) => e.action === 'role.grant')).toBe(true);
    const bad = await t.app.inject({ url: '/api/admin/audit?from=yesterday', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(CHINESE);
  });

  it("names the actor as they were called when they acted, and an older row by the actor's current name", async () => {
    const admin = await loginAs(t, 'admin', '老管理员');
    const staff = await loginAs(t, null);
    await createAccessService({ db: t.db }).grant(staff.email, 'operator', admin.user.id);
    // A row written before the nickname was kept with each row.
    await t.db.insert(auditLog).values({ actorUserId: admin.user.id, action: 'legacy.row', target: 'x' });
    await t.db.update(users).set({ nickname: '新名字' }).where(eq(users.id, admin.user.id));
    const res = await t.app.inject({ url: `/api/admin/audit?actorUserId=${admin.user.id}`, headers: admin.headers });
    const names = Object.fromEntries(
      res.json().data.list.map((e: { action: string; actorNickname: string | null }) => [e.action, e.actorNickname]),
    );
    expect(names).toEqual({ 'role.grant': '老管理员', 'legacy.row': '新名字' });
    // A command-line grant has no actor, and no name.
    const cli = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${admin.user.id}`));
    expect(cli.map((r) => r.actorNickname)).toEqual([null]);
  });
});
