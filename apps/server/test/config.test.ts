import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('config', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./.data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.testRoutes).toBe(false);
  });

  it('treats empty variables as unset, as a copied .env.example has them', () => {
    const c = loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(3000);
  });

  it('rejects invalid values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('refuses test routes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_TEST_ROUTES: 'true' })).toThrow(/production/);
  });
});
