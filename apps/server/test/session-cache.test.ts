import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../src/db/schema/index.js';
import { createPeer, sharedKv } from './chat/helpers.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const INFO = '/api/user/lucinaUser/getLucinaInfo';

/** Two instances on one database and one KV (Redis when TEST_REDIS_URL is set), as behind a balancer. */
describe('session cache across instances', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createPeer>>;
  beforeEach(async () => {
    const kv = sharedKv();
    a = await createTestApp({ kv: kv() });
    b = await createPeer(a, kv());
    await a.app.ctx.services.sessions.ready();
    await b.app.ctx.services.sessions.ready();
    // Time stands still for the cache, so only a revocation notification can make an instance forget a session.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await b.close();
    await a.close();
  });

  const infoOn = (app: TestApp['app'], headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: INFO, headers });

  async function untilRefused(app: TestApp['app'], headers: Record<string, string>) {
    for (;;) {
      const res = await infoOn(app, headers);
      if (res.statusCode !== 200) return res;
      await sleep(5);
    }
  }

  it('refuses on instance B a token logged out on instance A, without waiting for the cache to expire', async () => {
    const { headers } = await a.login();
    expect((await infoOn(b.app, headers)).statusCode).toBe(200);

    const out = await a.app.inject({ method: 'POST', url: '/api/user/login/logout', headers });
    expect(out.json()).toMatchObject({ code: 200 });

    expect((await infoOn(a.app, headers)).json()).toMatchObject({ code: 10021 });
    expect((await untilRefused(b.app, headers)).json()).toMatchObject({ code: 10021 });
  });

  it('serves a session from the cache for at most a second when no revocation message arrives', async () => {
    const { headers, sessionId } = await a.login();
    expect((await infoOn(b.app, headers)).statusCode).toBe(200);
    // Revoked behind the service's back: no message, so only the cache lifetime bounds the stale answer.
    await a.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    expect((await infoOn(b.app, headers)).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 1001);
    expect((await infoOn(b.app, headers)).json()).toMatchObject({ code: 10021 });
  });

  it('keeps other sessions of the same user working when one logs out', async () => {
    const { user, headers } = await a.login();
    const other = await a.app.ctx.services.sessions.issue(user.id);
    const otherHeaders = { authorization: other.token };
    expect((await infoOn(b.app, otherHeaders)).statusCode).toBe(200);

    await a.app.inject({ method: 'POST', url: '/api/user/login/logout', headers });
    await untilRefused(b.app, headers);
    expect((await infoOn(b.app, otherHeaders)).statusCode).toBe(200);
  });
});
