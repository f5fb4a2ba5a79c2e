import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, BizCode, ErrorText } from '@lucina/contracts';
import { feedbacks, orders } from '../src/db/schema/index.js';
import { createMemoryKv, createRedisKv, type Kv } from '../src/kv/index.js';
import { createEngagementApp, type EngagementApp } from './engagement/helpers.js';

/**
 * nginx resends a request whose instance failed before answering to the other instance, with the same
 * X-Request-Id (deploy/nginx.conf). Here both copies reach one app, as both instances share the KV.
 */
function requestOnce(name: string, makeKv: () => Kv) {
  describe(`a resent request (${name} KV)`, () => {
    let t: EngagementApp;
    beforeAll(async () => {
      t = await createEngagementApp({ kv: makeKv() });
    });
    afterAll(() => t.close());

    const send = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method, url: `${API_PREFIX}${path}`, headers, ...(payload ? { payload } : {}) });
    const feedback = { categoryId: 1, content: '提交反馈时网络断了一下，不知道有没有提交成功。' };
    const feedbackRows = async (userId: string) =>
      (await t.db.select({ n: count() }).from(feedbacks).where(eq(feedbacks.userId, userId)))[0]!.n;

    it('applies a write once and answers the copy with a clear 409 in the envelope', async () => {
      const { user, headers } = await t.login();
      const id = randomUUID();
      const first = await send('POST', '/user/help/feedback/submit', { ...headers, 'x-request-id': id }, feedback);
      expect(first.json()).toMatchObject({ code: 200 });
      const copy = await send('POST', '/user/help/feedback/submit', { ...headers, 'x-request-id': id }, feedback);
      expect(copy.statusCode).toBe(409);
      expect(copy.json()).toEqual({ code: BizCode.CONFLICT, msg: ErrorText.duplicateRequest, data: null });
      expect(await feedbackRows(user.id)).toBe(1);
    });

    it('opens one order for a resent openMembership, a GET that writes', async () => {
      const { user, headers } = await t.login();
      const id = randomUUID();
      const url = '/user/lucinaUserCoupon/openMembership?openType=1&membershipPlanId=1';
      expect((await send('GET', url, { ...headers, 'x-request-id': id })).json()).toMatchObject({ code: 200 });
      expect((await send('GET', url, { ...headers, 'x-request-id': id })).statusCode).toBe(409);
      expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    });

    it('serves a resent read again, and writes that name no request id each time', async () => {
      const id = randomUUID();
      for (let i = 0; i < 2; i++) {
        const res = await send('GET', '/ai/banner/activeList', { 'x-request-id': id });
        expect(res.json()).toMatchObject({ code: 200 });
      }
      const { user, headers } = await t.login();
      // A POST that only reads (READ_ONLY_POST) is served again too, with no claim of its id: the counts on every
      // page, and the reads of the assessment and chat pages.
      const readPosts = [
        '/ai/sytemMessages/getCountMessage',
        '/ai/aiSurveyTest/aiTestRecordCount',
        '/ai/aiSurveyTest/isAiTestFinished',
        '/ai/conversation/modelList',
        '/ai/dialogBoot/',
      ];
      for (const path of readPosts) {
        const readId = randomUUID();
        for (let i = 0; i < 2; i++) {
          const res = await send('POST', path, { ...headers, 'x-request-id': readId }, {});
          expect(res.json(), path).toMatchObject({ code: 200 });
        }
      }
      for (let i = 0; i < 2; i++) {
        expect((await send('POST', '/user/help/feedback/submit', headers, feedback)).json()).toMatchObject({
          code: 200,
        });
      }
      expect(await feedbackRows(user.id)).toBe(2);
    });

    it('serves a write without the check while the KV cannot remember its id', async () => {
      const { user, headers } = await t.login();
      vi.spyOn(t.kv, 'setIfAbsent').mockRejectedValueOnce(new Error('Connection is closed.'));
      const res = await send(
        'POST',
        '/user/help/feedback/submit',
        { ...headers, 'x-request-id': randomUUID() },
        feedback,
      );
      expect(res.json()).toMatchObject({ code: 200 });
      expect(await feedbackRows(user.id)).toBe(1);
    });
  });
}

requestOnce('memory', () => createMemoryKv());

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) requestOnce('redis', () => createRedisKv(redisUrl, `lucina-test-${randomUUID()}:`));
