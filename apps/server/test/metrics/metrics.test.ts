import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@lucina/contracts';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startFakeUpstream, type FakeUpstream } from '../chat/fake-upstream.js';
import {
  call,
  createChatApp,
  hasEvent,
  listen,
  openStream,
  startEvent,
  streamCall,
  upstreamEnv,
} from '../chat/helpers.js';
import { LOGIN_TEST_ENV, newPhone, phoneLogin } from '../login/helpers.js';
import { api, openOrder, postNotification, sandboxOf } from '../payments/helpers.js';
import { metricValue, METRICS_ENV, registryOf } from './helpers.js';

describe('HTTP metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...METRICS_ENV, RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t?.close());

  it('counts requests by route template, method and status class, with their time, and none left in flight', async () => {
    const { headers } = await t.login();
    const probe = '00000000-0000-4000-8000-000000000000';
    // The label is the route's template, never what the request put in its path or query.
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/user/lucinaUser/getLucinaInfo?p=${probe}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const route = `${API_PREFIX}/user/lucinaUser/getLucinaInfo`;
    expect(await metricValue(t, 'lucina_http_requests_total', { route, method: 'GET', status_class: '2xx' })).toBe(1);
    expect(await metricValue(t, 'lucina_http_request_duration_seconds_count', { route })).toBe(1);
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(await metricValue(t, 'lucina_http_requests_total', { route: '/healthz', status_class: '2xx' })).toBe(2);
    // A path no route matches is one series, whatever its spelling.
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-thing/${probe}` });
    expect(await metricValue(t, 'lucina_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(await registryOf(t).metrics()).not.toContain(probe);
    expect(await metricValue(t, 'lucina_http_requests_in_flight')).toBe(0);
  });

  it('counts refusals by reason: validation, auth, rate limit', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/user/login/sendSms`,
      payload: { userPhone: 'not-a-phone', code: 'x', uuid: 'y' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await metricValue(t, 'lucina_http_refusals_total', { reason: 'validation' })).toBe(1);

    const anonymous = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/user/lucinaUser/getLucinaInfo` });
    expect(anonymous.statusCode).toBe(401);
    expect(await metricValue(t, 'lucina_http_refusals_total', { reason: 'auth' })).toBe(1);

    const ip = { remoteAddress: '10.9.9.9' };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/site/config`, ...ip })).statusCode);
    }
    const limited = codes.filter((c) => c === 429).length;
    expect(limited).toBeGreaterThan(0);
    expect(await metricValue(t, 'lucina_http_refusals_total', { reason: 'rate_limit' })).toBe(limited);
  });
});

describe('metrics off', () => {
  it('keeps no metrics without METRICS_PORT', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.ctx.metrics.on).toBe(false);
      expect('registry' in t.app.ctx.metrics).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('chat metrics', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await createChatApp({ ...upstreamEnv(upstream), ...METRICS_ENV });
    headers = (await t.login({ chatCount: 50 })).headers;
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  it('counts an answer started and done, its first token and duration, and tokens in and out by model', async () => {
    upstream.script({ content: ['一', '二', '三'] });
    // A career question: a greeting alone is answered by the planner's own reply, with no model asked.
    await streamCall(t.app, 'directMessage', { messageContent: '数据分析要学哪些工具' }, headers);
    expect(await metricValue(t, 'lucina_chat_answers_started_total')).toBe(1);
    expect(await metricValue(t, 'lucina_chat_answers_finished_total', { outcome: 'done' })).toBe(1);
    expect(await metricValue(t, 'lucina_chat_answers_open')).toBe(0);
    expect(await metricValue(t, 'lucina_chat_first_token_seconds_count')).toBe(1);
    expect(await metricValue(t, 'lucina_chat_answer_duration_seconds_count')).toBe(1);
    // The fake model reports 11 tokens in and one per chunk out.
    expect(await metricValue(t, 'lucina_chat_tokens_total', { model: 'fake-model', direction: 'in' })).toBe(11);
    expect(await metricValue(t, 'lucina_chat_tokens_total', { model: 'fake-model', direction: 'out' })).toBe(3);
  });

  it('counts a model failure by kind, and the answer as an error', async () => {
    upstream.script({ errorStatus: 500 });
    await streamCall(t.app, 'directMessage', { messageContent: '再问一次' }, headers);
    expect(await metricValue(t, 'lucina_chat_upstream_errors_total', { kind: '5xx' })).toBe(1);
    expect(await metricValue(t, 'lucina_chat_answers_finished_total', { outcome: 'error' })).toBe(1);
  });

  it('counts a question the safety gate declined as blocked, not as a model answer', async () => {
    await streamCall(t.app, 'directMessage', { messageContent: '帮我写一篇三千字的毕业论文' }, headers);
    expect(await metricValue(t, 'lucina_chat_answers_finished_total', { outcome: 'blocked' })).toBe(1);
  });

  it('counts a stop as stopped, a reattach, and the SSE connection while it is open', async () => {
    const base = await listen(t);
    upstream.script({ content: ['a', 'b', 'c', 'd'], stallAfter: 1 });
    const stream = await openStream(base, 'directMessage', { messageContent: '慢一点' }, headers);
    await stream.until(hasEvent('message'));
    expect(await metricValue(t, 'lucina_sse_connections')).toBe(1);
    expect(await metricValue(t, 'lucina_chat_answers_open')).toBe(1);
    const { id } = startEvent(stream.events);
    const again = await openStream(base, 'attach', { id }, headers);
    expect(await metricValue(t, 'lucina_chat_reattaches_total')).toBe(1);
    expect((await call(t.app, 'stop', { id }, headers)).status).toBe(200);
    await stream.toEnd();
    await again.toEnd();
    expect(await metricValue(t, 'lucina_chat_answers_finished_total', { outcome: 'stopped' })).toBe(1);
    expect(await metricValue(t, 'lucina_sse_connections')).toBe(0);
  });
});

describe('money and login metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...METRICS_ENV, ...LOGIN_TEST_ENV } });
  });
  afterAll(() => t?.close());

  it('counts payment codes opened and paid by plan and provider, and duplicate notifications as duplicates', async () => {
    const { headers } = await t.login();
    const opened = await openOrder(t, headers, { membershipPlanId: 1 });
    const { orderNo, packageAmount } = opened.body.data;
    expect((await api(t, headers, 'POST', '/pay/createMultiPay', { orderNo })).status).toBe(200);
    expect(await metricValue(t, 'lucina_orders_created_total', { plan: '1', provider: 'wechat' })).toBe(1);
    // One notification delivered three times, as a provider retries it.
    const n = sandboxOf(t).signer.buildNotification('wechat', { orderNo, amountFen: packageAmount, subject: 'x' });
    for (let i = 0; i < 3; i++) expect((await postNotification(t, 'wechat', n)).statusCode).toBe(204);
    expect(await metricValue(t, 'lucina_orders_paid_total', { plan: '1', provider: 'wechat' })).toBe(1);
    expect(await metricValue(t, 'lucina_pay_notifications_total', { provider: 'wechat', result: 'accepted' })).toBe(1);
    expect(await metricValue(t, 'lucina_pay_notifications_total', { provider: 'wechat', result: 'duplicate' })).toBe(2);
    // A body that does not match its signature is refused, and counted so.
    const forged = { ...n, body: n.body.replace(/"id":"/, '"id":"x') };
    expect((await postNotification(t, 'wechat', forged)).statusCode).not.toBe(204);
    expect(await metricValue(t, 'lucina_pay_notifications_total', { provider: 'wechat', result: 'refused' })).toBe(1);
  });

  it('counts an order paid from a phone (Alipay WAP, WeChat H5) as created with its provider', async () => {
    const { headers } = await t.login();
    const payFor = async (payContext: string) => {
      const { orderNo } = (await openOrder(t, headers, { membershipPlanId: 2 })).body.data;
      expect((await api(t, headers, 'POST', '/pay/payForContext', { orderNo, payContext })).status).toBe(200);
    };
    await payFor('alipay_wap');
    await payFor('wechat_h5');
    expect(await metricValue(t, 'lucina_orders_created_total', { plan: '2', provider: 'alipay' })).toBe(1);
    expect(await metricValue(t, 'lucina_orders_created_total', { plan: '2', provider: 'wechat' })).toBe(1);
  });

  it('counts codes sent by channel, and logins by method', async () => {
    await phoneLogin(t, newPhone());
    expect(await metricValue(t, 'lucina_login_codes_total', { channel: 'sms', result: 'sent' })).toBe(1);
    expect(await metricValue(t, 'lucina_logins_total', { method: 'phone' })).toBe(1);
  });
});
