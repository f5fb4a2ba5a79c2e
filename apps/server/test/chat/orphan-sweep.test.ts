import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations, messages } from '../../src/db/schema/index.js';
import { instanceKey } from '../../src/modules/chat/chat-runtime.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const GRACE_MS = 2000;

/** The periodic sweep that ends answers whose instance died (its heartbeat key is gone from the KV). */
describe('sweeping answers of instances that are gone', () => {
  let t: TestApp;
  let userId: string;
  const sweep = (now: number) => t.app.ctx.services.chatStreams.recoverOrphanedAnswers(GRACE_MS, () => now);

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await t.login()).user.id;
  });
  afterAll(() => t.close());

  async function streamingAnswer(instanceId: string, content: string) {
    const [c] = await t.db.insert(conversations).values({ userId, title: content }).returning();
    const [m] = await t.db
      .insert(messages)
      .values({ conversationId: c!.id, role: 'assistant', status: 'streaming', content, instanceId })
      .returning();
    return m!.id;
  }
  const row = async (id: string) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;

  it('ends an answer once its instance has had no heartbeat for the grace period, keeping the text', async () => {
    const id = await streamingAnswer('killed-instance', '说到一半');
    await t.kv.set(instanceKey('killed-instance'), '1', 60_000);
    expect(await sweep(1_000)).toBe(0);
    await t.kv.del(instanceKey('killed-instance'));

    expect(await sweep(10_000)).toBe(0);
    expect((await row(id)).status).toBe('streaming');
    expect(await sweep(10_000 + GRACE_MS - 1)).toBe(0);
    expect(await sweep(10_000 + GRACE_MS)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'terminated', content: '说到一半', instanceId: null });
  });

  it('leaves a live instance alone when its heartbeat vanished briefly (a KV restart) and came back', async () => {
    const id = await streamingAnswer('live-instance', '仍在生成');
    expect(await sweep(20_000)).toBe(0);
    await t.kv.set(instanceKey('live-instance'), '1', 60_000);
    expect(await sweep(20_000 + GRACE_MS)).toBe(0);
    // Missing again later: the grace period starts over rather than counting from the first miss.
    await t.kv.del(instanceKey('live-instance'));
    expect(await sweep(20_000 + 2 * GRACE_MS)).toBe(0);
    expect((await row(id)).status).toBe('streaming');
    expect(await sweep(20_000 + 3 * GRACE_MS)).toBe(1);
  });

  it('times a miss from when the KV answered, not from when the sweep began waiting for it', async () => {
    const id = await streamingAnswer('behind-a-restart', '排队中');
    let now = 40_000;
    const kv = t.kv;
    const get = kv.get.bind(kv);
    // The lookup waits out an outage (the clock moves on) and then answers from a store that restarted empty.
    kv.get = async (key) => {
      now += 5 * GRACE_MS;
      return get(key);
    };
    try {
      expect(await t.app.ctx.services.chatStreams.recoverOrphanedAnswers(GRACE_MS, () => now)).toBe(0);
    } finally {
      kv.get = get;
    }
    // Its heartbeat is not back yet, but the store has only been answering for less than the grace period.
    expect(await sweep(now + GRACE_MS - 1)).toBe(0);
    expect((await row(id)).status).toBe('streaming');
    await t.kv.set(instanceKey('behind-a-restart'), '1', 60_000);
    expect(await sweep(now + 2 * GRACE_MS)).toBe(0);
  });

  it('only touches the answers of the instance that is gone', async () => {
    const gone = await streamingAnswer('gone-instance', '孤儿');
    const alive = await streamingAnswer('other-live-instance', '活着');
    await t.kv.set(instanceKey('other-live-instance'), '1', 60_000);
    expect(await sweep(30_000)).toBe(0);
    expect(await sweep(30_000 + GRACE_MS)).toBe(1);
    expect((await row(gone)).status).toBe('terminated');
    expect((await row(alive)).status).toBe('streaming');
  });
});
