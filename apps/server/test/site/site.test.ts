import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('public site config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('points every contact QR at the public support page by default, for visitors too', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        supportUrl: '/support',
        miniProgramUrl: '/support#mini-program',
        giftContactUrl: '/support#gift',
        supportWechatId: '',
      },
    });
  });

  it('answers the targets the operator configured', async () => {
    t = await createTestApp({
      env: {
        SUPPORT_URL: 'https://work.weixin.qq.com/kfid/kf0001',
        MINI_PROGRAM_URL: 'https://example.com/mp',
        GIFT_CONTACT_URL: '/single/about',
        SUPPORT_WECHAT_ID: 'lucina_kefu',
      },
    });
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/site/config' })).json();
    expect(data).toMatchObject({
      supportUrl: 'https://work.weixin.qq.com/kfid/kf0001',
      miniProgramUrl: 'https://example.com/mp',
      giftContactUrl: '/single/about',
      supportWechatId: 'lucina_kefu',
    });
  });

  it.each(['1abcdef', 'abc', 'a b c d e f', '微信号abcdef'])('refuses %s as the support WeChat ID at boot', (v) => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_WECHAT_ID: v })).toThrow(/SUPPORT_WECHAT_ID/);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'support', 'ftp://x'])('refuses %s as a QR target at boot', (v) => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_URL: v })).toThrow(/SUPPORT_URL/);
  });
});
