import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RightsText } from '@lucina/contracts';
import {
  accountCancellations,
  conversations,
  dataExports,
  feedbackCategories,
  feedbacks,
  messages,
  systemMessages,
} from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { api, openOrder, payOrder, recordOf, welcomeCouponId } from '../payments/helpers.js';

const CHINESE = /[\u4e00-\u9fff]/;
const DAY = 86_400_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-export-'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: token });
const exportFile = (id: string) => path.join(dataDir, 'uploads', 'exports', `${id}.zip`);

/** Asks for a copy and waits until the background preparation finished. */
async function readyCopy(headers: Record<string, string>) {
  const asked = await api(t, headers, 'POST', '/user/rights/export');
  expect(asked.status).toBe(200);
  expect(asked.body.data.status).toBe('preparing');
  for (let i = 0; i < 250; i++) {
    const { body } = await api(t, headers, 'GET', '/user/rights/status');
    if (body.data.dataExport?.status !== 'preparing') return body.data.dataExport;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the copy was never ready');
}

const download = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/rights/export/download?id=${id}`, headers });

/** An account with something everywhere the copy must reach. */
async function fullAccount() {
  const { user, token } = await t.login({ nickname: '导出测试', phone: `139${Date.now() % 100_000_000}` });
  const headers = auth(token);
  const [conv] = await t.db.insert(conversations).values({ userId: user.id, title: '专业怎么选' }).returning();
  await t.db.insert(messages).values([
    { conversationId: conv!.id, role: 'user', content: '我的提问 <script>alert(1)</script>' },
    { conversationId: conv!.id, role: 'assistant', content: '给你的回答' },
  ]);
  const record = await recordOf(t, user.id);
  const coupon = await welcomeCouponId(t, headers);
  const order = await openOrder(t, headers, { membershipPlanId: 1, userCouponId: coupon });
  expect((await payOrder(t, order.body.data)).statusCode).toBe(204);
  await t.db.insert(feedbackCategories).values({ id: 1, name: '其他' }).onConflictDoNothing();
  await t.db.insert(feedbacks).values({ userId: user.id, categoryId: 1, content: '我的反馈' });
  const { agreementVersion, privacyVersion } = t.config.rights;
  expect((await api(t, headers, 'POST', '/user/rights/consent', { agreementVersion, privacyVersion })).status).toBe(
    200,
  );
  await t.db
    .insert(systemMessages)
    .values({ userId: user.id, kind: 'notice', title: '给我的通知', content: '通知内容' });
  return { user, headers, recordId: record, orderNo: order.body.data.orderNo as string };
}

describe('a copy of my data', () => {
  it('is prepared in the background into a zip of data.json and data.html holding every part of the account', async () => {
    const { user, headers, orderNo, recordId } = await fullAccount();
    const copy = await readyCopy(headers);
    expect(copy).toMatchObject({ status: 'ready' });
    expect(new Date(copy.expireTime).getTime() - new Date(copy.readyTime).getTime()).toBe(7 * DAY);

    const res = await download(headers, copy.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lucina-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['data.html', 'data.json']);
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.profile).toMatchObject({ id: user.id, nickname: '导出测试', phone: user.phone });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages.map((m: { content: string }) => m.content)).toEqual([
      '我的提问 <script>alert(1)</script>',
      '给你的回答',
    ]);
    expect(data.records).toHaveLength(1);
    expect(data.records[0].status).toBe('submitted');
    expect(data.records[0].id).toBe(recordId);
    expect(data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);
    expect(data.orders[0].status).toBe(1);
    expect(data.coupons).toHaveLength(1);
    expect(data.coupons[0].usedAt).not.toBeNull();
    expect(data.messages.map((m: { title: string }) => m.title)).toContain('给我的通知');
    expect(data.feedbacks.map((f: { content: string }) => f.content)).toEqual(['我的反馈']);
    expect(data.consents).toHaveLength(1);

    const html = strFromU8(files['data.html']!);
    expect(html).toContain('我的提问 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    for (const part of ['专业怎么选', orderNo, '给我的通知', '我的反馈', '导出测试']) expect(html).toContain(part);
  });

  it('only its owner can download it; others and callers without a session are refused in Chinese', async () => {
    const { headers } = await fullAccount();
    const copy = await readyCopy(headers);
    const other = await t.login();
    const res = await download(auth(other.token), copy.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(RightsText.exportNotFound);
    expect((await download({}, copy.id)).statusCode).toBe(401);
    const bad = await download(headers, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(CHINESE);
  });

  it('one at a time, and not again within the hour', async () => {
    const { headers, user } = await fullAccount();
    const first = await api(t, headers, 'POST', '/user/rights/export');
    const again = await api(t, headers, 'POST', '/user/rights/export');
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe(RightsText.exportTooOften);
    await readyCopy(headers).catch(() => undefined);
    const later = await api(t, headers, 'POST', '/user/rights/export');
    expect(later.status).toBe(429);
    const rows = await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([first.body.data.id]);
  });

  it('expires after 7 days: the download refuses in Chinese, and retention deletes the row and the file', async () => {
    const { headers } = await fullAccount();
    const copy = await readyCopy(headers);
    expect(fs.existsSync(exportFile(copy.id))).toBe(true);
    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, copy.id));
    const res = await download(headers, copy.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(RightsText.exportExpired);
    expect((await api(t, headers, 'GET', '/user/rights/status')).body.data.dataExport).toBeNull();

    const deleted = await t.app.ctx.services.rights.retention.run();
    expect(deleted.data_exports).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.id, copy.id))).toEqual([]);
    expect(fs.existsSync(exportFile(copy.id))).toBe(false);
  });

  it('a preparation left by a stopped instance is taken up by the rights job', async () => {
    const { user, headers } = await fullAccount();
    const [row] = await t.db
      .insert(dataExports)
      .values({ userId: user.id, startedAt: new Date(Date.now() - 11 * 60_000) })
      .returning();
    expect(await t.app.ctx.services.rights.exports.resumeStale()).toBe(1);
    const res = await download(headers, row!.id);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toContain('data.json');
  });

  it('goes with the account when it is erased', async () => {
    const { user, headers } = await fullAccount();
    const copy = await readyCopy(headers);
    await t.db.insert(accountCancellations).values({ userId: user.id, dueAt: new Date(Date.now() - 1000) });
    expect(await t.app.ctx.services.rights.cancellation.eraseDue()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toEqual([]);
    expect(fs.existsSync(exportFile(copy.id))).toBe(false);
  });
});
