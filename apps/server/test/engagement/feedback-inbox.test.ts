import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, feedbackCategories, feedbacks } from '../../src/db/schema/index.js';
import { loginAs } from '../admin/helpers.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let dataDir: string;
let operator: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-inbox-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await t.db
    .insert(feedbackCategories)
    .values([
      { id: 1, name: '功能建议', sort: 1 },
      { id: 2, name: '问题反馈', sort: 2 },
    ])
    .onConflictDoNothing();
  operator = await loginAs(t, 'operator', '运营小王');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function submitted(categoryId = 1, screenshot = false) {
  const author = await t.login({ nickname: '提意见的人' });
  let screenshotPath: string | null = null;
  if (screenshot) {
    fs.mkdirSync(path.join(dataDir, 'uploads', 'feedback'), { recursive: true });
    screenshotPath = `feedback/${crypto.randomUUID()}.png`;
    fs.writeFileSync(path.join(dataDir, 'uploads', screenshotPath), PNG);
  }
  const [row] = await t.db
    .insert(feedbacks)
    .values({ userId: author.user.id, categoryId, content: '希望增加简历模板下载', screenshotPath })
    .returning();
  return { author, id: row!.id };
}

const get = (url: string) => t.app.inject({ url, headers: operator.headers });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: operator.headers, payload });

describe('feedback inbox', () => {
  it('lists every user’s feedback, filtered by status and type', async () => {
    const a = await submitted(1);
    const b = await submitted(2);
    const byType = (await get('/api/admin/feedback?categoryId=2&pageSize=100')).json().data;
    expect(byType.list.map((f: { id: string }) => f.id)).toContain(b.id);
    expect(byType.list.map((f: { id: string }) => f.id)).not.toContain(a.id);
    expect(byType.list.find((f: { id: string }) => f.id === b.id)).toMatchObject({
      categoryName: '问题反馈',
      userNickname: '提意见的人',
      status: 0,
    });
    await post('/api/admin/feedback/close', { id: a.id });
    const closed = (await get('/api/admin/feedback?status=2&pageSize=100')).json().data.list;
    expect(closed.map((f: { id: string }) => f.id)).toEqual([a.id]);
    const bad = await get('/api/admin/feedback?status=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('状态');
  });

  it('shows the screenshot to the console only, through its URL', async () => {
    const { id } = await submitted(1, true);
    const detail = (await get(`/api/admin/feedback/detail?id=${id}`)).json().data;
    expect(detail.hasScreenshot).toBe(true);
    const image = await get(detail.screenshotUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const plain = await t.login();
    expect((await t.app.inject({ url: detail.screenshotUrl, headers: plain.headers })).statusCode).toBe(403);
  });

  it('a reply reaches the author as a system message, marks it replied and is audited', async () => {
    const { author, id } = await submitted();
    const res = await post('/api/admin/feedback/reply', { id, content: '已加入计划，下个版本上线。' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 1, replies: [{ content: '已加入计划，下个版本上线。' }] });
    expect(res.json().data.replies[0].actorNickname).toBe('运营小王');

    const inbox = await t.app.inject({
      method: 'POST',
      url: '/api/ai/sytemMessages/list',
      headers: author.headers,
      payload: { page: 1, pageSize: 20 },
    });
    const titles = inbox.json().data.list.map((m: { title: string; content: string }) => m.title + m.content);
    expect(titles.some((s: string) => s.includes('你的反馈有了回复') && s.includes('下个版本上线'))).toBe(true);

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `feedback:${id}`));
    expect(row).toMatchObject({ actorUserId: operator.user.id, action: 'feedback.reply', before: { status: 0 } });
    expect(row!.after).toMatchObject({ status: 1, reply: '已加入计划，下个版本上线。' });
  });

  it('refuses an empty reply, an unknown feedback and a reply to a closed one, changing nothing', async () => {
    const { id } = await submitted();
    const empty = await post('/api/admin/feedback/reply', { id, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请填写回复内容');
    const unknown = await post('/api/admin/feedback/reply', { id: crypto.randomUUID(), content: '你好' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('反馈不存在');
    await post('/api/admin/feedback/close', { id });
    const late = await post('/api/admin/feedback/reply', { id, content: '你好' });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('该反馈已关闭');
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `feedback:${id}`));
    expect(trail.map((r) => r.action)).toEqual(['feedback.close']);
  });
});
