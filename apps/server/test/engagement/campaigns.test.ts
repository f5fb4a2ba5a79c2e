import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog } from '../../src/db/schema/index.js';
import { loginAs } from '../admin/helpers.js';

const MONTH = 30 * 24 * 60 * 60 * 1000;

let t: TestApp;
let operator: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t, 'operator', '运营小李');
});
afterAll(() => t.close());

const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/messages/send', headers: operator.headers, payload });

async function inboxOf(headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/sytemMessages/list',
    headers,
    payload: { page: 1, pageSize: 50 },
  });
  return res.json().data.list as { id: string; title: string; content: string }[];
}

describe('system messages from the console', () => {
  it('sends to the members of one level only, and counts who read it', async () => {
    const gold = await t.login({ userGrade: 2, endTime: new Date(Date.now() + MONTH) });
    const expired = await t.login({ userGrade: 2, endTime: new Date(Date.now() - MONTH) });
    const other = await t.login({ userGrade: 1, endTime: new Date(Date.now() + MONTH) });
    const res = await send({
      title: '二级会员专属活动',
      content: '**本周六**开放一对一答疑。',
      audience: { kind: 'level', level: 2 },
    });
    expect(res.statusCode).toBe(200);
    const campaign = res.json().data;
    expect(campaign).toMatchObject({ recipients: 1, readCount: 0, actorNickname: '运营小李' });

    const received = (await inboxOf(gold.headers)).find((m) => m.title === '二级会员专属活动');
    expect(received?.content).toBe('**本周六**开放一对一答疑。');
    expect((await inboxOf(expired.headers)).some((m) => m.title === '二级会员专属活动')).toBe(false);
    expect((await inboxOf(other.headers)).some((m) => m.title === '二级会员专属活动')).toBe(false);

    await t.app.inject({
      method: 'POST',
      url: '/api/ai/sytemMessages/detail',
      headers: gold.headers,
      payload: { id: received!.id },
    });
    const list = (await t.app.inject({ url: '/api/admin/messages', headers: operator.headers })).json().data.list;
    expect(list.find((c: { id: string }) => c.id === campaign.id)).toMatchObject({ recipients: 1, readCount: 1 });
  });

  it('sends to chosen accounts and to everyone, each audited', async () => {
    const a = await t.login();
    const b = await t.login();
    const chosen = await send({
      title: '指定通知',
      content: '你好',
      audience: { kind: 'users', userIds: [a.user.id] },
    });
    expect(chosen.json().data.recipients).toBe(1);
    expect((await inboxOf(a.headers)).some((m) => m.title === '指定通知')).toBe(true);
    expect((await inboxOf(b.headers)).some((m) => m.title === '指定通知')).toBe(false);

    const all = await send({ title: '全员公告', content: '系统将于今晚维护', audience: { kind: 'all' } });
    expect(all.json().data.recipients).toBeGreaterThanOrEqual(3);
    expect((await inboxOf(b.headers)).some((m) => m.title === '全员公告')).toBe(true);

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `campaign:${all.json().data.id}`));
    expect(row).toMatchObject({ actorUserId: operator.user.id, action: 'message.send' });
    expect(row!.after).toMatchObject({ title: '全员公告', audience: { kind: 'all' } });
  });

  it('refuses bad input with a Chinese message and sends nothing', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    const cases: [object, string][] = [
      [{ title: ' ', content: 'x', audience: { kind: 'all' } }, '请填写标题'],
      [{ title: '标题', content: 'x', audience: { kind: 'level', level: 9 } }, '会员等级只能是 1–4'],
      [
        { title: '标题', content: 'x', audience: { kind: 'users', userIds: [crypto.randomUUID()] } },
        '部分用户不存在，请检查用户 ID',
      ],
      [{ title: '标题', content: 'x', audience: { kind: 'level', level: 4 } }, '没有符合条件的用户，消息未发送'],
    ];
    for (const [payload, msg] of cases) {
      const res = await send(payload);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});
