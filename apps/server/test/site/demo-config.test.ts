import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

/** A production deployment on a shared PostgreSQL, with nothing else set. */
const DEPLOYED = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db:5432/lucina' };
/** Every real service configured: what a live shop sets. */
const REAL = {
  AUTH_SECRET: 'a'.repeat(32),
  WECHAT_APP_ID: 'wx0123456789abcdef',
  WECHAT_APP_SECRET: 'appsecret',
  PAY_PROVIDER: 'live',
  ALIPAY_APP_ID: '2021000000000000',
  ALIPAY_PRIVATE_KEY: 'private-key',
  ALIPAY_PUBLIC_KEY: 'public-key',
  ALIPAY_SELLER_ID: '2088000000000000',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'id',
  ALIYUN_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'Lucina',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  EMAIL_PROVIDER: 'smtp',
  SMTP_HOST: 'smtp.example.com',
  SMTP_FROM: 'Lucina <no-reply@example.com>',
};

/** The message loadConfig refuses with (fails the test when it starts instead). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

const without = (names: string[]) => Object.fromEntries(Object.entries(REAL).filter(([k]) => !names.includes(k)));

describe('demo mode', () => {
  it('npm start on embedded defaults is demo mode with all four stand-ins', () => {
    const c = loadConfig({});
    expect(c.demo).toEqual({ on: true, standIns: ['wechatLogin', 'payment', 'sms', 'email'] });
    expect(c.features).toEqual({ wechatLogin: true, emailLogin: true });
    // One process on the embedded database in production is still allowed, and still announced.
    expect(loadConfig({ NODE_ENV: 'production' }).demo.on).toBe(true);
  });

  it('a production deployment with every real service starts, not in demo mode', () => {
    const c = loadConfig({ ...DEPLOYED, ...REAL });
    expect(c.demo).toEqual({ on: false, standIns: [] });
    expect(c.pay.provider).toBe('live');
  });

  it.each([
    [
      'the sandbox WeChat login',
      ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'],
      {},
      /WECHAT_APP_ID and WECHAT_APP_SECRET \(or WECHAT_LOGIN=off\)/,
    ],
    ['the sandbox cashier (unset)', ['PAY_PROVIDER'], {}, /PAY_PROVIDER=live/],
    ['the sandbox cashier (chosen)', [], { PAY_PROVIDER: 'sandbox' }, /PAY_PROVIDER=live/],
    ['console SMS', ['SMS_PROVIDER'], {}, /SMS_PROVIDER=aliyun or tencent/],
    ['console email', ['EMAIL_PROVIDER'], {}, /EMAIL_PROVIDER=smtp .*\(or EMAIL_LOGIN=off\)/],
  ])('refuses %s in production with DATABASE_URL', (_name, drop, extra, expected) => {
    const message = refusal({ ...DEPLOYED, ...without(drop), ...extra });
    expect(message).toMatch(expected);
    expect(message).toMatch(/LUCINA_DEMO=1/);
    expect(message.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(2);
  });

  it('names every missing setting at once', () => {
    const message = refusal(DEPLOYED);
    for (const name of [
      'AUTH_SECRET',
      'WECHAT_APP_ID',
      'PAY_PROVIDER=live',
      'SMS_PROVIDER',
      'EMAIL_PROVIDER',
      'LUCINA_DEMO=1',
    ]) {
      expect(message).toContain(name);
    }
    expect(message.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(6);
  });

  it('lists other configuration problems in the same refusal', () => {
    const message = refusal({
      ...DEPLOYED,
      ...without(['AUTH_SECRET', 'SMTP_FROM', 'ALIPAY_PUBLIC_KEY']),
      LLM_PROVIDER: 'openai',
    });
    expect(message).toContain('AUTH_SECRET');
    expect(message).toContain('SMTP_FROM');
    expect(message).toMatch(/ALIPAY_PUBLIC_KEY: Alipay needs all of its keys/);
    expect(message).toContain('PAY_PROVIDER=live needs the WECHAT_PAY_* or ALIPAY_* settings');
    expect(message).toContain('LLM_MODEL');
  });

  it('LUCINA_DEMO=1 runs the stand-ins on purpose and turns demo mode on, but still needs AUTH_SECRET', () => {
    const c = loadConfig({ ...DEPLOYED, AUTH_SECRET: 'a'.repeat(32), LUCINA_DEMO: '1' });
    expect(c.demo).toEqual({ on: true, standIns: ['wechatLogin', 'payment', 'sms', 'email'] });
    expect(c.pay.provider).toBe('sandbox');
    const message = refusal({ ...DEPLOYED, LUCINA_DEMO: '1' });
    expect(message).toContain('AUTH_SECRET');
    expect(message).not.toContain('PAY_PROVIDER');
    // Named on a fully real deployment, the notice still shows.
    expect(loadConfig({ ...DEPLOYED, ...REAL, LUCINA_DEMO: 'true' }).demo).toEqual({ on: true, standIns: [] });
  });

  it('a phone-only deployment starts with WeChat and email login switched off', () => {
    const env = {
      ...DEPLOYED,
      ...without(['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'EMAIL_PROVIDER', 'SMTP_HOST', 'SMTP_FROM']),
      WECHAT_LOGIN: 'off',
      EMAIL_LOGIN: 'off',
    };
    const c = loadConfig(env);
    expect(c.features).toEqual({ wechatLogin: false, emailLogin: false });
    expect(c.demo).toEqual({ on: false, standIns: [] });
    expect(() => loadConfig({ ...env, WECHAT_LOGIN: 'no' })).toThrow(/WECHAT_LOGIN/);
  });
});

describe('API docs setting', () => {
  it('is on in development and tests, off in production unless API_DOCS=on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
  });
});
