import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const CLIENT = '203.0.113.7';
const PROXY = '127.0.0.1';

/** The app with a route that tells which address it saw as the client's. */
async function appWith(env: Record<string, string>) {
  return createTestApp({
    env,
    extend(app) {
      app.get('/api/__ip', async (req) => ({ ip: req.ip }));
    },
  });
}

const ipSeen = async (t: TestApp, remoteAddress: string, forwardedFor?: string) => {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const res = await t.app.inject({ url: '/api/__ip', remoteAddress, headers });
  return (res.json() as { ip: string }).ip;
};

describe('client address behind proxies', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('ignores X-Forwarded-For by default, also in production', async () => {
    t = await appWith({ NODE_ENV: 'production' });
    expect(await ipSeen(t, CLIENT, '198.51.100.1')).toBe(CLIENT);
    expect(await ipSeen(t, PROXY, '198.51.100.1')).toBe(PROXY);
  });

  it('counts the rate limit per connecting address however X-Forwarded-For is spoofed', async () => {
    t = await appWith({ NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (const spoof of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push(
        (await t.app.inject({ url: '/api/__ip', remoteAddress: CLIENT, headers: { 'x-forwarded-for': spoof } }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('honours X-Forwarded-For only from a configured proxy address', async () => {
    t = await appWith({ TRUST_PROXY: PROXY });
    expect(await ipSeen(t, PROXY, '198.51.100.9')).toBe('198.51.100.9');
    // A client that reaches the server directly cannot claim another address.
    expect(await ipSeen(t, CLIENT, '198.51.100.9')).toBe(CLIENT);
    // What the client itself put in front of the proxy's entry is not believed.
    expect(await ipSeen(t, PROXY, '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9');
    expect(await ipSeen(t, PROXY)).toBe(PROXY);
  });

  it('accepts proxy ranges in CIDR notation', async () => {
    t = await appWith({ TRUST_PROXY: '10.0.0.0/8, ::1' });
    expect(await ipSeen(t, '10.1.2.3', '198.51.100.9')).toBe('198.51.100.9');
    expect(await ipSeen(t, '11.1.2.3', '198.51.100.9')).toBe('11.1.2.3');
  });
});

describe('TRUST_PROXY setting', () => {
  it('reads none or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8, uniquelocal' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses trusting everyone, hop counts and anything that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count cannot tell a proxy/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust any client/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an IP address or CIDR: 10\.0\.0\.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1, nginx' })).toThrow(/not an IP address or CIDR: nginx$/m);
    expect(() => loadConfig({ TRUST_PROXY: '::1/129' })).toThrow(/TRUST_PROXY/);
  });
});
