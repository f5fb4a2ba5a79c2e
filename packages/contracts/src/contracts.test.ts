import { describe, expect, it } from 'vitest';
import {
  allRoutes,
  httpStatusText,
  isMember,
  memberLevelAt,
  membershipLevelOf,
  pageTitle,
  Pages,
  SITE_SLOGAN,
  siteLinkSchema,
  updateInfoBodySchema,
  type ApiRoute,
} from './index.js';
import { adminRoutes } from './api/admin.js';

describe('contracts', () => {
  it('maps statuses to the texts of SPEC §8, appending the URL for 404', () => {
    expect(httpStatusText(400)).toBe('请求参数错误');
    expect(httpStatusText(404, '/api/x')).toBe('请求地址出错: /api/x');
    expect(httpStatusText(505)).toBe('HTTP版本不受支持');
    expect(httpStatusText(418)).toBe('请求错误');
  });

  it('derives the membership level view with the level-0 fallback', () => {
    expect(membershipLevelOf(null)).toEqual({
      membershipLevel: 0,
      name: '普通用户',
      icon: 'member-level-0',
      expireTime: null,
    });
    expect(membershipLevelOf({ userGrade: '', endTime: null }).membershipLevel).toBe(0);
    expect(membershipLevelOf({ userGrade: '7', endTime: null }).membershipLevel).toBe(0);
    expect(membershipLevelOf({ userGrade: '3', endTime: '2027-01-01T00:00:00.000Z' })).toMatchObject({
      membershipLevel: 3,
      icon: 'member-level-3',
      expireTime: '2027-01-01T00:00:00.000Z',
    });
  });

  it('counts a member only until the membership expires', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(isMember({ userGrade: '2', endTime: '2026-12-01T00:00:00Z' }, now)).toBe(true);
    expect(isMember({ userGrade: '2', endTime: '2026-11-01T00:00:00Z' }, now)).toBe(false);
    expect(isMember({ userGrade: '0', endTime: '2026-12-01T00:00:00Z' }, now)).toBe(false);
    expect(isMember({ userGrade: '2', endTime: null }, now)).toBe(false);
    expect(isMember({ userGrade: '2', endTime: '2026-11-22T00:00:00Z' }, now)).toBe(false);
    expect(isMember({ userGrade: '2', endTime: '2026-11-22T00:00:00.001Z' }, now)).toBe(true);
  });

  it('gives the level in force, from a Date or an ISO string, and 0 outside levels 1–4', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const later = new Date(now.getTime() + 1);
    expect(memberLevelAt({ level: 3, endTime: later }, now)).toBe(3);
    expect(memberLevelAt({ level: 3, endTime: later.toISOString() }, now.getTime())).toBe(3);
    expect(memberLevelAt({ level: 3, endTime: now }, now)).toBe(0);
    expect(memberLevelAt({ level: 5, endTime: later }, now)).toBe(0);
    expect(memberLevelAt({ level: 0, endTime: later }, now)).toBe(0);
    expect(memberLevelAt({ level: 2, endTime: 'not a date' }, now)).toBe(0);
  });

  it('builds page titles as route title plus the site slogan', () => {
    expect(pageTitle(Pages.market.title)).toBe(`服务广场 - ${SITE_SLOGAN}`);
  });

  it('updateInfo accepts only the fields SPEC §7 lists', () => {
    expect(updateInfoBodySchema.safeParse({ id: 'u', bootState: '1' }).success).toBe(true);
    expect(updateInfoBodySchema.safeParse({ id: 'u', userGrade: '4' }).success).toBe(false);
    expect(updateInfoBodySchema.safeParse({ bootState: '1' }).success).toBe(false);
  });

  it('declares every route once, under a unique method and path', () => {
    const every = [...allRoutes(), ...(Object.values(adminRoutes) as ApiRoute[])];
    const keys = every.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(every.every((r) => r.path.startsWith('/'))).toBe(true);
  });

  it('keeps the console’s routes apart: none of the product’s is under /admin, each console route has a role', () => {
    expect(allRoutes().some((r) => r.path.startsWith('/admin'))).toBe(false);
    for (const r of Object.values(adminRoutes) as ApiRoute[]) {
      expect(r.path.startsWith('/admin'), r.path).toBe(true);
      expect(r.role, r.path).toBeDefined();
    }
  });
});

describe('site links', () => {
  const ok = (v: string) => siteLinkSchema.safeParse(v).success;

  it('refuses anything a browser would take to another origin, or read differently than it is written', () => {
    for (const v of [
      '/\\evil.com',
      '/\\/evil.com',
      '//evil.com',
      '///evil.com',
      '/a\\b',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r/evil.com',
      '/a\u0000b',
      '/a\u007fb',
      '/a\u0085b',
      '/a b',
      'javascript:alert(1)',
      'evil.com',
      '',
      'https://',
      'https://a.com/\nb',
    ]) {
      expect(ok(v), JSON.stringify(v)).toBe(false);
    }
  });

  it('takes ordinary paths and http(s) addresses', () => {
    for (const v of [
      '/',
      '/support',
      '/support#mini-program',
      '/personal/member?tab=1',
      '/a/b//c',
      '/中文路径',
      'https://work.weixin.qq.com/kfid/kf-env',
      'HTTP://example.com',
    ]) {
      expect(ok(v), v).toBe(true);
    }
  });
});
