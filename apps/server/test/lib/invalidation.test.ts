import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../../src/db/client.js';
import type { Invalidation } from '../../src/lib/invalidation.js';
import { createContentCache } from '../../src/modules/content/content-cache.js';
import { createSessionCache } from '../../src/modules/sessions/session.cache.js';

/** An invalidation channel driven by the test: what is heard, and when listening stops and starts again. */
function fakeChannel() {
  const heard = new Map<string, ListenHandlers>();
  const channel: Invalidation = {
    async listen(name, on) {
      heard.set(name, on);
      on.live(true);
      return async () => {};
    },
    async announce(name, payload) {
      heard.get(name)?.message(payload);
    },
  };
  return { channel, live: (up: boolean) => [...heard.values()].forEach((on) => on.live(up)) };
}

const log = { warn: () => {} } as unknown as Parameters<typeof createContentCache>[0]['log'];

describe('caches over the invalidation channel', () => {
  it('content: keeps serving while not listening, keeps nothing new, and drops all once listening again', async () => {
    const { channel, live } = fakeChannel();
    const cache = createContentCache({ invalidation: channel, log });
    await cache.ready();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('banners', load)).toBe(1);
    live(false);
    expect(await cache.read('banners', load)).toBe(1);
    expect(await cache.read('texts', load)).toBe(2);
    expect(await cache.read('texts', load)).toBe(3);
    live(true);
    expect(await cache.read('banners', load)).toBe(4);
    await cache.changed('banners');
    expect(await cache.read('banners', load)).toBe(5);
    await cache.close();
  });

  it('sessions: forgets everything and keeps nothing while not listening', async () => {
    const { channel, live } = fakeChannel();
    const cache = createSessionCache(channel);
    await cache.ready();
    const session = { id: 's1', userId: 'u1', expiresAt: new Date(Date.now() + 60_000) };
    cache.put(cache.ticket(), 'hash', session);
    expect(cache.get('hash')).toMatchObject({ sessionId: 's1' });
    live(false);
    expect(cache.get('hash')).toBeNull();
    cache.put(cache.ticket(), 'hash', session);
    expect(cache.get('hash')).toBeNull();
    live(true);
    const ticket = cache.ticket();
    await cache.revoked('s1');
    cache.put(ticket, 'hash', session);
    expect(cache.get('hash')).toBeNull();
    await cache.close();
  });
});
