import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { auditLog, messageCampaigns } from '../../src/db/schema/index.js';
import { createCampaignService } from '../../src/modules/engagement/campaign.service.js';
import { startScheduledMessages } from '../../src/modules/engagement/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { loginAs } from '../admin/helpers.js';

const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

let t: TestApp;
let operator: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t, 'operator', '运营小陈');
});
afterAll(() => t.close());

const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/messages/send', headers: operator.headers, payload });
const cancel = (id: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/messages/cancel', headers: operator.headers, payload: { id } });
const campaign = async (id: string) =>
  (
    (await t.app.inject({ url: '/api/admin/messages?pageSize=100', headers: operator.headers })).json().data.list as {
      id: string;
      status: string;
      recipients: number;
      sentTime: string | null;
    }[]
  ).find((c) => c.id === id)!;
async function inboxTitles(headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/sytemMessages/list',
    headers,
    payload: { page: 1, pageSize: 50 },
  });
  return (res.json().data.list as { title: string }[]).map((m) => m.title);
}
/** Time passes for these campaigns: their send time is now behind us. */
const makeDue = (ids: string[]) =>
  t.db
    .update(messageCampaigns)
    .set({ sendAt: sql`now() - interval '1 second'` })
    .where(inArray(messageCampaigns.id, ids));

describe('scheduled system messages', () => {
  it('a scheduled message waits, is audited, and reaches no one before its time', async () => {
    const reader = await t.login();
    const res = await send({ title: '周末活动预告', content: '周六见', audience: { kind: 'all' }, sendAt: inAnHour() });
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({ status: 'scheduled', recipients: 0, sentTime: null, actorNickname: '运营小陈' });
    expect(await createCampaignService({ db: t.db }).sendDue()).toBe(0);
    expect(await inboxTitles(reader.headers)).not.toContain('周末活动预告');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `campaign:${c.id}`));
    expect(audit).toMatchObject({ action: 'message.schedule', actorUserId: operator.user.id });
    expect(audit!.after).toMatchObject({ title: '周末活动预告', sendAt: c.sendAt });
  });

  it('due messages go out exactly once when every instance runs the due job at the same time', async () => {
    const a = await t.login();
    const b = await t.login();
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const audience = i % 2 ? { kind: 'all' } : { kind: 'users', userIds: [a.user.id, b.user.id] };
      ids.push((await send({ title: `定时消息 ${i}`, content: '内容', audience, sendAt: inAnHour() })).json().data.id);
    }
    await makeDue(ids);
    // Three instances' due jobs, twice each, all at once.
    const instances = [1, 2, 3].map(() => createCampaignService({ db: t.db }));
    const sent = await Promise.all([...instances, ...instances].map((s) => s.sendDue()));
    expect(sent.reduce((x, y) => x + y, 0)).toBe(4);

    for (const headers of [a.headers, b.headers]) {
      const titles = (await inboxTitles(headers)).filter((title) => title.startsWith('定时消息'));
      expect(titles.sort()).toEqual(['定时消息 1', '定时消息 2', '定时消息 3', '定时消息 4']);
    }
    for (const id of ids) {
      const c = await campaign(id);
      expect(c.status).toBe('sent');
      expect(c.sentTime).not.toBeNull();
      const delivered = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `campaign:${id}`));
      expect(delivered.filter((r) => r.action === 'message.deliver')).toHaveLength(1);
    }
    expect((await campaign(ids[1]!)).recipients).toBe(2);
  });

  it('can be cancelled before its time, then never goes out; a sent one cannot be cancelled', async () => {
    const reader = await t.login();
    const c = (await send({ title: '取消的通知', content: 'x', audience: { kind: 'all' }, sendAt: inAnHour() })).json()
      .data;
    const res = await cancel(c.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    await makeDue([c.id]);
    expect(await createCampaignService({ db: t.db }).sendDue()).toBe(0);
    expect(await inboxTitles(reader.headers)).not.toContain('取消的通知');

    const again = await cancel(c.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该消息已发出或已取消，不能再取消');
    const now = (await send({ title: '立即发送', content: 'x', audience: { kind: 'all' } })).json().data;
    expect(now.status).toBe('sent');
    expect((await cancel(now.id)).statusCode).toBe(409);
    expect((await cancel(crypto.randomUUID())).json()).toMatchObject({ code: 404, msg: '消息不存在' });
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `campaign:${c.id}`));
    expect(trail.map((r) => r.action).sort()).toEqual(['message.cancel', 'message.schedule']);
  });

  it('refuses a send time in the past or too far ahead, scheduling nothing', async () => {
    const before = (await t.db.select().from(messageCampaigns)).length;
    const cases: [string, string][] = [
      [new Date(Date.now() - HOUR).toISOString(), '定时发送的时间须晚于现在'],
      [new Date(Date.now() + 91 * 24 * HOUR).toISOString(), '定时发送最多提前 90 天'],
      ['tomorrow', '发送时间格式不正确'],
    ];
    for (const [sendAt, msg] of cases) {
      const res = await send({ title: '标题', content: 'x', audience: { kind: 'all' }, sendAt });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await t.db.select().from(messageCampaigns)).length).toBe(before);
  });

  it('the due job an instance starts at boot sends a message once it is due', async () => {
    const reader = await t.login();
    const c = (await send({ title: '开机任务', content: 'x', audience: { kind: 'all' }, sendAt: inAnHour() })).json()
      .data;
    const stop = startScheduledMessages(t.app.ctx.services.campaigns, t.app.log, 20);
    try {
      await makeDue([c.id]);
      while ((await campaign(c.id)).status !== 'sent') await new Promise((r) => setTimeout(r, 20));
      expect(await inboxTitles(reader.headers)).toContain('开机任务');
    } finally {
      stop();
    }
  });
});
