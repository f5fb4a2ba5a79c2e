import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversations, messages, users } from '../src/db/schema/index.js';
import { messageRepository } from '../src/modules/chat/message.repository.js';
import { createUserViewCache, USER_VIEWS_CHANNEL } from '../src/modules/users/user-views.cache.js';
import { loginAs } from './admin/helpers.js';
import { CHAT_TEST_ENV, createPeer, sharedKv, streamCall } from './chat/helpers.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const INFO = '/api/user/lucinaUser/getLucinaInfo';
/** A write through the API of one instance, as the user whose headers these are. */
const postOn = (app: TestApp['app'], url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
type Info = { chatCount: number; systemMessageUnread: number; nickname: string; userGrade: string; bootState: string };

/**
 * A user's hot reads (getLucinaInfo, the unread count and message pages, the coupons, the conversation list) are
 * cached per instance for up to a second. Each case changes it through one path on
 * instance A (or behind the service's back) and expects instance B to answer the change, with the cache's clock
 * stopped: only the change notification can make B read again.
 */
describe('user views cache across instances', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createPeer>>;
  beforeEach(async () => {
    const kv = sharedKv();
    a = await createTestApp({ kv: kv(), env: CHAT_TEST_ENV });
    b = await createPeer(a, kv());
    await a.app.ctx.services.users.ready();
    await b.app.ctx.services.users.ready();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await b.close();
    await a.close();
  });

  const infoOn = async (app: TestApp['app'], headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: INFO, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as Info;
  };

  /** The notification crosses a database connection, so B may answer the old value for a few milliseconds. */
  async function until(app: TestApp['app'], headers: Record<string, string>, seen: (info: Info) => boolean) {
    const started = performance.now();
    for (;;) {
      const info = await infoOn(app, headers);
      if (seen(info)) return info;
      if (performance.now() - started > 1000) throw new Error(`still ${JSON.stringify(info)} after 1 s`);
      await sleep(5);
    }
  }

  it('serves a copy until the cache lifetime ends when no change is announced', async () => {
    const { user, headers } = await a.login({ nickname: '旧名字' });
    expect((await infoOn(b.app, headers)).nickname).toBe('旧名字');
    // A write that announces nothing: triggers off for this one statement, as only a superuser could do.
    await a.database.withConnection(async (db) => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ nickname: '新名字' }).where(eq(users.id, user.id));
      });
    });
    await sleep(50);
    expect((await infoOn(b.app, headers)).nickname).toBe('旧名字');
    vi.setSystemTime(Date.now() + 1001);
    expect((await infoOn(b.app, headers)).nickname).toBe('新名字');
  });

  it('sees a write made behind the services, by any statement on the user row', async () => {
    const { user, headers } = await a.login({ chatCount: 5 });
    expect((await infoOn(b.app, headers)).chatCount).toBe(5);
    await a.db.execute(sql`update users set chat_count = 9 where id = ${user.id}`);
    expect((await until(b.app, headers, (i) => i.chatCount === 9)).chatCount).toBe(9);
  });

  it("shows a profile update at once to its author's instance, and on the other one", async () => {
    const { user, headers } = await a.login();
    await infoOn(a.app, headers);
    await infoOn(b.app, headers);
    const res = await postOn(a.app, '/api/user/lucinaUser/updateInfo', headers, { id: user.id, bootState: '1' });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await infoOn(a.app, headers)).bootState).toBe('1');
    await until(b.app, headers, (i) => i.bootState === '1');
  });

  it('shows chats and membership granted in the console, and the grant message as unread', async () => {
    const admin = await loginAs(a, 'admin');
    const { user, headers } = await a.login({ chatCount: 2 });
    const before = await infoOn(b.app, headers);
    expect(before).toMatchObject({ chatCount: 2, userGrade: '0' });
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/users/grant',
      headers: admin.headers,
      payload: { userId: user.id, chats: 20, days: 7, level: 2, reason: '客诉补偿' },
    });
    expect(res.statusCode).toBe(200);
    const after = await until(b.app, headers, (i) => i.chatCount === 22);
    expect(after).toMatchObject({ userGrade: '2', systemMessageUnread: before.systemMessageUnread + 1 });
  });

  it('counts a message sent to one user, a broadcast, and their reading', async () => {
    const { user, headers } = await a.login();
    const start = (await infoOn(b.app, headers)).systemMessageUnread;
    const messages = a.app.ctx.services.messages;
    const sent = await messages.notify(user.id, 'inviteReward', { inviteeNickname: '小明', chats: 3 });
    await until(b.app, headers, (i) => i.systemMessageUnread === start + 1);
    // Broadcasts only count for accounts created before them; the database clock decides.
    await sleep(20);
    await messages.broadcast({ title: '公告', content: '维护通知' });
    await until(b.app, headers, (i) => i.systemMessageUnread === start + 2);
    const read = await postOn(a.app, '/api/ai/sytemMessages/updateIsReadMessage', headers, { id: sent!.id });
    expect(read.json()).toMatchObject({ code: 200 });
    await until(b.app, headers, (i) => i.systemMessageUnread === start + 1);
  });

  it('shows a chat spent on the other instance', async () => {
    const { headers } = await a.login({ chatCount: 3 });
    expect((await infoOn(b.app, headers)).chatCount).toBe(3);
    const { res, sse } = await streamCall(a.app, 'directMessage', { messageContent: '你好' }, headers);
    expect({ status: res.statusCode, sse }).toEqual({ status: 200, sse: true });
    await until(b.app, headers, (i) => i.chatCount === 2);
  });

  /** A read's `data` on an instance, after the answer was 200. */
  async function dataOn(app: TestApp['app'], method: 'GET' | 'POST', url: string, headers: Record<string, string>) {
    const res = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }
  /** Reads on `app` until `seen(data)`; fails after a second. */
  async function untilData<T>(read: () => Promise<T>, seen: (data: T) => boolean) {
    const started = performance.now();
    for (;;) {
      const data = await read();
      if (seen(data)) return data;
      if (performance.now() - started > 1000) throw new Error(`still ${JSON.stringify(data)} after 1 s`);
      await sleep(5);
    }
  }

  it('lists conversations made, renamed and deleted on the other instance or behind the services', async () => {
    const { user, headers } = await a.login();
    const list = (app: TestApp['app']) =>
      dataOn(app, 'POST', '/api/ai/conversation/list', headers) as Promise<
        Array<{ id: string; conversationTitle: string }>
      >;
    expect(await list(b.app)).toEqual([]);
    await a.db.execute(sql`insert into conversations (user_id, title) values (${user.id}, '第一个')`);
    const [made] = await untilData(
      () => list(b.app),
      (l) => l.length === 1,
    );
    expect(made!.conversationTitle).toBe('第一个');
    const renamed = await postOn(a.app, '/api/ai/conversation/rename', headers, {
      conversationId: made!.id,
      conversationTitle: '改过的名字',
    });
    expect(renamed.json()).toMatchObject({ code: 200 });
    expect((await list(a.app))[0]!.conversationTitle).toBe('改过的名字');
    await untilData(
      () => list(b.app),
      (l) => l[0]?.conversationTitle === '改过的名字',
    );
    const removed = await postOn(a.app, '/api/ai/conversation/delete', headers, { conversationId: made!.id });
    expect(removed.json()).toMatchObject({ code: 200 });
    expect(await list(a.app)).toEqual([]);
    await untilData(
      () => list(b.app),
      (l) => l.length === 0,
    );
  });

  it('lists a coupon that changed behind the services in its new state', async () => {
    const { user, headers } = await a.login();
    const coupons = (status: number) => () =>
      dataOn(b.app, 'GET', `/api/user/lucinaUserCoupon/selectLucinaUserCouponList?userStatus=${status}`, headers);
    const usable = (await coupons(0)()) as unknown[];
    expect(usable.length).toBeGreaterThan(0);
    expect(await coupons(2)()).toEqual([]);
    await a.db.execute(sql`update user_coupons set valid_until = now() - interval '1 day' where user_id = ${user.id}`);
    await untilData(coupons(0), (l) => (l as unknown[]).length === 0);
    expect(((await coupons(2)()) as unknown[]).length).toBe(usable.length);
  });

  it('pages and counts system messages sent and read on the other instance', async () => {
    const { user, headers } = await a.login();
    const page = () =>
      dataOn(b.app, 'POST', '/api/ai/sytemMessages/list', headers) as Promise<{
        total: number;
        list: Array<{ id: string; isRead: number }>;
      }>;
    const count = () => dataOn(b.app, 'POST', '/api/ai/sytemMessages/getCountMessage', headers) as Promise<number>;
    const before = { total: (await page()).total, unread: await count() };
    const sent = await a.app.ctx.services.messages.notify(user.id, 'inviteReward', {
      inviteeNickname: '小红',
      chats: 3,
    });
    await untilData(page, (p) => p.total === before.total + 1);
    await untilData(count, (n) => n === before.unread + 1);
    const read = await postOn(a.app, '/api/ai/sytemMessages/updateIsReadMessage', headers, { id: sent!.id });
    expect(read.json()).toMatchObject({ code: 200 });
    await untilData(count, (n) => n === before.unread);
    await untilData(page, (p) => p.list.find((m) => m.id === sent!.id)?.isRead === 1);
  });

  it("lists a conversation's messages changed on the other instance or behind the services", async () => {
    const { user, headers } = await a.login();
    const [conversation] = await a.db.insert(conversations).values({ userId: user.id, title: '对话' }).returning();
    const [question, answer] = await a.db
      .insert(messages)
      .values([
        { conversationId: conversation!.id, role: 'user', content: '问题' },
        { conversationId: conversation!.id, role: 'assistant', content: '回答' },
      ])
      .returning();
    type Message = { id: string; messageContent: string; status: string; likeOrStomp: number };
    const list = (app: TestApp['app']) => async () => {
      const res = await postOn(app, '/api/ai/conversation/messageList', headers, { conversationId: conversation!.id });
      expect(res.statusCode).toBe(200);
      return res.json().data.messages as Message[];
    };
    expect((await list(b.app)()).map((m) => m.id)).toEqual([question!.id, answer!.id]);
    await a.db.execute(sql`update messages set like_or_stomp = 2 where id = ${answer!.id}`);
    await untilData(list(b.app), (l) => l[1]?.likeOrStomp === 2);
    const liked = await postOn(a.app, '/api/ai/conversation/likeOrStomp', headers, { id: answer!.id, likeOrStomp: 1 });
    expect(liked.json()).toMatchObject({ code: 200 });
    expect((await list(a.app)())[1]!.likeOrStomp).toBe(1);
    await untilData(list(b.app), (l) => l[1]?.likeOrStomp === 1);
    // A turn starts: a running answer's list is read every time, so each progress save shows at once.
    const [, running] = await a.db
      .insert(messages)
      .values([
        { conversationId: conversation!.id, role: 'user', content: '再问' },
        { conversationId: conversation!.id, role: 'assistant', content: '', status: 'streaming' },
      ])
      .returning();
    await untilData(list(b.app), (l) => l.length === 4);
    for (const text of ['第一段', '第一段第二段']) {
      await a.db.execute(sql`update messages set content = ${text} where id = ${running!.id}`);
      expect((await list(b.app)())[3]).toMatchObject({ messageContent: text, status: 'streaming' });
    }
    await a.db.execute(sql`update messages set status = 'done', content = '完整回答' where id = ${running!.id}`);
    await untilData(list(b.app), (l) => l[3]?.status === 'done' && l[3].messageContent === '完整回答');
    // A stop's saved text changes an ended answer; a regeneration retires one.
    await a.db.execute(sql`update messages set content = '完整' where id = ${running!.id}`);
    await untilData(list(b.app), (l) => l[3]?.messageContent === '完整');
    await a.db.execute(sql`update messages set deleted_at = now() where id = ${running!.id}`);
    await untilData(list(b.app), (l) => l.length === 3);
  });

  it("announces nothing for a running answer's progress saves and its end, then a like", async () => {
    const { user } = await a.login();
    const [conversation] = await a.db.insert(conversations).values({ userId: user.id, title: '对话' }).returning();
    const [running] = await a.db
      .insert(messages)
      .values({ conversationId: conversation!.id, role: 'assistant', content: '', status: 'streaming' })
      .returning();
    const heard: string[] = [];
    const stop = await a.database.listen(USER_VIEWS_CHANNEL, { message: (p) => heard.push(p), live: () => {} });
    try {
      const repo = messageRepository(a.db);
      await repo.saveProgress([{ id: running!.id, content: '第一段', thinkProcess: '' }]);
      await repo.saveProgress([{ id: running!.id, content: '第一段第二段', thinkProcess: '想' }]);
      await repo.finish(running!.id, { status: 'done', content: '第一段第二段', thinkProcess: '想' });
      await repo.setLikeOrStomp(running!.id, 1);
      // Notifications arrive in commit order: once the like is heard, the writes before it would have been too.
      await untilData(
        async () => heard.length,
        (n) => n > 0,
      );
      expect(heard).toEqual([user.id]);
    } finally {
      await stop();
    }
  });

  /** Changes a user's nickname without the announcement, as only a superuser could: only a drop makes it seen. */
  const renameSilently = (userId: string, nickname: string) =>
    a.database.withConnection(async (db) => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ nickname }).where(eq(users.id, userId));
      });
    });

  it("keeps other users' views on an instance through a user's own write there", async () => {
    const other = await a.login({ nickname: '旧名字' });
    const writer = await a.login();
    expect((await infoOn(a.app, other.headers)).nickname).toBe('旧名字');
    await renameSilently(other.user.id, '新名字');
    const res = await postOn(a.app, '/api/user/lucinaUser/updateInfo', writer.headers, {
      id: writer.user.id,
      bootState: '1',
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await infoOn(a.app, writer.headers)).bootState).toBe('1');
    expect((await infoOn(a.app, other.headers)).nickname).toBe('旧名字');
  });

  it("drops every user's views on an instance after a console write or a payment settled there", async () => {
    const admin = await loginAs(a, 'admin');
    const { user, headers } = await a.login({ nickname: '旧名字' });
    const seenAfter = async (write: () => Promise<{ statusCode: number }>, nickname: string) => {
      expect((await infoOn(a.app, headers)).nickname).not.toBe(nickname);
      await renameSilently(user.id, nickname);
      expect((await write()).statusCode).toBe(200);
      expect((await infoOn(a.app, headers)).nickname).toBe(nickname);
    };
    const someone = await a.login();
    await seenAfter(
      () =>
        a.app.inject({
          method: 'POST',
          url: '/api/admin/users/grant',
          headers: admin.headers,
          payload: { userId: someone.user.id, chats: 20, days: 7, level: 2, reason: '客诉补偿' },
        }),
      '名字二',
    );
    // An invitee's call can reward the inviter.
    await seenAfter(() => postOn(a.app, '/api/user/lucinaUser/getInviteReward', someone.headers, {}), '名字三');
  });

  it('lets go of copies whose lifetime is over, whether they are read again or not', async () => {
    const cache = createUserViewCache(a.database, 50);
    try {
      await cache.ready();
      cache.put(cache.ticket(), 'someone', 'info', { nickname: '某人' });
      expect(cache.size()).toBe(1);
      vi.setSystemTime(Date.now() + 51);
      await vi.waitFor(() => expect(cache.size()).toBe(0), { timeout: 1000, interval: 10 });
    } finally {
      await cache.close();
    }
  });

  it('refuses a logged-out session on the other instance even with its info cached', async () => {
    const { headers } = await a.login();
    await infoOn(b.app, headers);
    const out = await a.app.inject({ method: 'POST', url: '/api/user/login/logout', headers });
    expect(out.json()).toMatchObject({ code: 200 });
    const started = performance.now();
    for (;;) {
      const res = await b.app.inject({ method: 'GET', url: INFO, headers });
      if (res.statusCode !== 200) {
        expect(res.json()).toMatchObject({ code: 10021 });
        break;
      }
      expect(performance.now() - started).toBeLessThan(1000);
      await sleep(5);
    }
  });
});
