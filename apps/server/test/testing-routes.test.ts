import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const CHINESE = /[\u4e00-\u9fff]/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ENABLE_TEST_ROUTES: 'true' } });
});
afterAll(() => t.close());

const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

describe('test-only routes', () => {
  it('answer hostile bodies and queries with a 400 in the envelope, creating nobody', async () => {
    const before = (await t.db.select().from(users)).length;
    const cases = [
      { method: 'POST' as const, url: '/api/__test__/session', ...json('[]') },
      { method: 'POST' as const, url: '/api/__test__/session', ...json('"text"') },
      { method: 'POST' as const, url: '/api/__test__/session', ...json('{"nickname":123}') },
      { method: 'POST' as const, url: '/api/__test__/session', ...json('{"userGrade":"9"}') },
      { method: 'POST' as const, url: '/api/__test__/session', ...json('{"messages":1e9}') },
      { method: 'POST' as const, url: '/api/__test__/session', ...json('{"role":"root"}') },
      { method: 'POST' as const, url: '/api/__test__/session', ...json('{"nickname":"' + 'x'.repeat(31) + '"}') },
      { method: 'POST' as const, url: '/api/__test__/answers/hold', ...json('{}') },
      { method: 'POST' as const, url: '/api/__test__/answers/hold', ...json('{"afterPieces":-1}') },
      { method: 'POST' as const, url: '/api/__test__/answers/hold', ...json('null') },
      { method: 'GET' as const, url: '/api/__test__/slow?ms=abc' },
      { method: 'GET' as const, url: '/api/__test__/slow?ms=99999' },
      { method: 'GET' as const, url: '/api/__test__/outbox/latest' },
      { method: 'GET' as const, url: '/api/__test__/outbox/latest?target=%20' },
      { method: 'GET' as const, url: '/api/__test__/captcha' },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      const label = `${c.method} ${c.url} ${'payload' in c ? c.payload : ''}`;
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({ code: 400, data: null });
      expect(res.json().msg, label).toMatch(CHINESE);
    }
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('still make a session from no body at all, or from the fields the end-to-end tests send', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/__test__/session' });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().data.token).toEqual(expect.any(String));
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/__test__/session',
      payload: { nickname: '小吴', conversationCount: 2, role: 'operator' },
    });
    expect(named.statusCode).toBe(200);
    const hold = await t.app.inject({ method: 'POST', url: '/api/__test__/answers/hold', payload: { afterPieces: 1 } });
    expect(hold.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/__test__/answers/release' })).statusCode).toBe(200);
  });
});
