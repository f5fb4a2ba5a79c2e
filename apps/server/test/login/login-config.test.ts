import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { loadOrCreateSecret, resolveAuthSecret } from '../../src/lib/auth-secret.js';
import { signToken, verifyToken } from '../../src/lib/signed-token.js';
import { createTestApp } from '../helpers/app.js';

describe('login settings', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-secret-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('defaults: console providers, sandbox WeChat, the caps and lifetimes of codes', () => {
    const c = loadConfig({});
    expect(c.sms.provider).toBe('console');
    expect(c.email.provider).toBe('console');
    expect(c.wechat.appId).toBeNull();
    expect(c.login).toEqual({
      captchaTtlMs: 120_000,
      otpTtlMs: 300_000,
      otpResendMs: 60_000,
      otpMaxAttempts: 5,
      otpDailyPerTarget: 10,
      otpDailyPerIp: 30,
      otpChecksPerMinute: 10,
      visitorNewPerIpPerHour: 100,
      wechatStateTtlMs: 600_000,
      wechatBindTtlMs: 600_000,
    });
  });

  it('refuses to boot a real provider without its settings, naming what is missing', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'x' })).toThrow(/ALIYUN_ACCESS_KEY_SECRET/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(/TENCENT_SECRET_ID/);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'mail' })).toThrow(/SMTP_FROM/);
    expect(() => loadConfig({ WECHAT_APP_ID: 'wx1' })).toThrow(/WECHAT_APP_SECRET/);
    expect(() => loadConfig({ WECHAT_MP_APP_ID: 'wx2' })).toThrow(/WECHAT_MP_APP_ID, WECHAT_MP_APP_SECRET: set both/);
    expect(() => loadConfig({ WECHAT_MP_APP_SECRET: 's' })).toThrow(/WECHAT_MP_APP_ID, WECHAT_MP_APP_SECRET: set both/);
  });

  it('one-tap login in WeChat: the official account, the sandbox only beside the sandbox QR, else none', () => {
    const real = { WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's1' };
    expect(loadConfig({ ...real, WECHAT_MP_APP_ID: 'wx2', WECHAT_MP_APP_SECRET: 's2' }).wechatMp).toMatchObject({
      mode: 'official',
      appId: 'wx2',
      appSecret: 's2',
    });
    expect(loadConfig(real).wechatMp.mode).toBe('off');
    expect(loadConfig({}).wechatMp.mode).toBe('sandbox');
  });

  it('requires AUTH_SECRET in production on a shared PostgreSQL, not on the embedded database', () => {
    const pg = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db:5432/lucina', LUCINA_DEMO: '1' };
    expect(() => loadConfig(pg)).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ ...pg, AUTH_SECRET: 'a'.repeat(32) }).authSecret).toBe('a'.repeat(32));
    // One process on PGlite: the key is generated under DATA_DIR instead.
    expect(loadConfig({ NODE_ENV: 'production' }).authSecret).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) }).authSecret).toBe('a'.repeat(32));
  });

  it('SMTP uses implicit TLS on port 465 unless told otherwise', () => {
    const base = { EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'mail', SMTP_FROM: 'a@b.c' };
    expect(loadConfig(base).email.smtp.secure).toBe(true);
    expect(loadConfig({ ...base, SMTP_PORT: '587' }).email.smtp.secure).toBe(false);
    expect(loadConfig({ ...base, SMTP_SECURE: 'false' }).email.smtp.secure).toBe(false);
  });

  it('without AUTH_SECRET the secret is generated once and kept, so restarts agree', () => {
    const config = { authSecret: null, env: 'development', dataDir: dir };
    const first = resolveAuthSecret(config);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveAuthSecret(config)).toBe(first);
    expect(fs.statSync(path.join(dir, 'secret')).mode & 0o077).toBe(0);
    expect(resolveAuthSecret({ ...config, authSecret: 'b'.repeat(40) })).toBe('b'.repeat(40));
  });

  it('refuses a secret file that holds no usable secret', () => {
    const file = path.join(dir, 'short-secret');
    fs.writeFileSync(file, 'short');
    expect(() => loadOrCreateSecret(file)).toThrow(/AUTH_SECRET/);
  });

  it('signed tokens reject another purpose or another secret', () => {
    const token = signToken('s'.repeat(32), 'wechat-bind', { openid: 'o' }, 60_000);
    expect(verifyToken('s'.repeat(32), 'wechat-bind', token)).toMatchObject({ ok: true, payload: { openid: 'o' } });
    expect(verifyToken('s'.repeat(32), 'other', token)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken('t'.repeat(32), 'wechat-bind', token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('the outbox test route exists only with ENABLE_TEST_ROUTES', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/__test__/outbox/latest?target=13812345678' });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toContain('请求地址出错');
    } finally {
      await t.close();
    }
  });
});
