import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { visitors } from '../../src/db/schema/index.js';
import { createVisitorPresence, VISITOR_SEEN_EVERY_MS } from '../../src/modules/visitors/visitor-presence.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('visitor presence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  const lastSeen = async (id: string) =>
    (await t.db.select({ at: visitors.lastSeenAt }).from(visitors).where(eq(visitors.id, id)))[0]!.at.getTime();

  it('creates the visitor once, then writes last_seen_at only when it is older than the interval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const errors: unknown[] = [];
    const seen = createVisitorPresence(t.db, (err) => errors.push(err));
    const token = `${Date.now()}77001`;
    const id = await seen(token, '127.0.0.1');
    const first = await lastSeen(id);

    vi.setSystemTime(Date.now() + VISITOR_SEEN_EVERY_MS - 1000);
    await t.db
      .update(visitors)
      .set({ lastSeenAt: new Date(first) })
      .where(eq(visitors.id, id));
    expect(await seen(token, '127.0.0.1')).toBe(id);
    // Still fresh: no write, so the row keeps its time.
    expect(await lastSeen(id)).toBe(first);

    vi.setSystemTime(Date.now() + 2000);
    const now = Date.now();
    expect(await seen(token, '127.0.0.1')).toBe(id);
    // The refresh runs off the request path; it lands shortly after.
    await vi.waitFor(async () => expect(await lastSeen(id)).toBe(now));
    expect(errors).toEqual([]);
  });
});
