import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { loginAs } from '../admin/helpers.js';
import { adminPost } from '../content/helpers.js';
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

  it('has no filing numbers and names the offline assistant until they are configured', async () => {
    t = await createTestApp();
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/site/config' })).json();
    expect(data).toMatchObject({
      icpFiling: '',
      psbFiling: '',
      genaiFiling: '',
      aiModel: { offline: true, model: '', provider: '' },
    });
  });

  it('answers the configured filing numbers and model, and the console can change the numbers', async () => {
    t = await createTestApp({
      env: {
        ICP_FILING: ' 京ICP备12345678号-1 ',
        PSB_FILING: '京公网安备11010802012345号',
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
        LLM_API_KEY: 'k',
        LLM_MODEL: 'qwen-plus',
      },
    });
    const config = async () => (await t!.app.inject({ method: 'GET', url: '/api/site/config' })).json().data;
    expect(await config()).toMatchObject({
      icpFiling: '京ICP备12345678号-1',
      psbFiling: '京公网安备11010802012345号',
      genaiFiling: '',
      aiModel: { offline: false, model: 'qwen-plus', provider: 'dashscope.aliyuncs.com' },
    });
    const admin = await loginAs(t, 'admin');
    const links = { supportUrl: '/support', miniProgramUrl: '/m', giftContactUrl: '/g', supportWechatId: '' };
    const saved = await adminPost(t, admin.headers, '/site/save', {
      section: 'links',
      value: { ...links, icpFiling: '沪ICP备87654321号', psbFiling: '', genaiFiling: 'Shanghai-Lucina-20261128S0001' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await config()).toMatchObject({
      icpFiling: '沪ICP备87654321号',
      psbFiling: '',
      genaiFiling: 'Shanghai-Lucina-20261128S0001',
    });
    const bad = await adminPost(t, admin.headers, '/site/save', {
      section: 'links',
      value: { ...links, icpFiling: 'x'.repeat(65) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/备案号/);
  });

  it('names the provider as configured', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: 'https://api.example.com/v1',
      LLM_MODEL: 'deepseek-chat',
      LLM_PROVIDER_NAME: '深度求索',
    });
    expect(config.llm.providerName).toBe('深度求索');
  });

  it.each(['1abcdef', 'abc', 'a b c d e f', '微信号abcdef'])('refuses %s as the support WeChat ID at boot', (v) => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_WECHAT_ID: v })).toThrow(/SUPPORT_WECHAT_ID/);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'support', 'ftp://x'])('refuses %s as a QR target at boot', (v) => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_URL: v })).toThrow(/SUPPORT_URL/);
  });
});
