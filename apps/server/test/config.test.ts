import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from '../src/config.js';

describe('config', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./.data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.testRoutes).toBe(false);
    expect(c.databasePoolSize).toBe(10);
  });

  it('treats empty variables as unset, as a copied .env.example has them', () => {
    const c = loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(3000);
  });

  it('documents every setting it reads in .env.example, and loads that file as it is', () => {
    const example = fs.readFileSync(path.join(import.meta.dirname, '../.env.example'), 'utf8');
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const undocumented = Object.keys(envSchema.shape).filter((name) => !(name in env));
    expect(undocumented).toEqual([]);
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).llm.http2).toBe(false);
  });

  it('rejects invalid values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ SUPPORT_URL: '/\\evil.com' })).toThrow(/SUPPORT_URL/);
    expect(() => loadConfig({ GIFT_CONTACT_URL: '//evil.com' })).toThrow(/GIFT_CONTACT_URL/);
    expect(loadConfig({ SUPPORT_URL: '/help#kf' }).site.supportUrl).toBe('/help#kf');
  });

  it('refuses test routes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_TEST_ROUTES: 'true' })).toThrow(/production/);
  });
});
