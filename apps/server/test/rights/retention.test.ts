import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { orders, trackingEvents, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openOrder } from '../payments/helpers.js';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRACKING_RETENTION_DAYS: '200' } });
});
afterAll(() => t.close());

const retention = () => t.app.ctx.services.rights.retention;

describe('retention', () => {
  it('deletes tracking events older than the configured age and keeps younger ones', async () => {
    const now = Date.now();
    const rows = await t.db
      .insert(trackingEvents)
      .values([
        { eventName: 'old', params: {}, createdAt: new Date(now - 201 * DAY) },
        { eventName: 'young', params: {}, createdAt: new Date(now - 199 * DAY) },
      ])
      .returning({ id: trackingEvents.id, eventName: trackingEvents.eventName });
    const deleted = await retention().run(new Date(now));
    expect(deleted.tracking_events).toBe(1);
    const left = await t.db
      .select({ eventName: trackingEvents.eventName })
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([{ eventName: 'young' }]);
  });

  it('refuses a tracking age under the six months the law asks for', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRACKING_RETENTION_DAYS: '30' })).toThrow(/TRACKING_RETENTION_DAYS/);
  });

  it("runs other modules' rules with their own cutoff, and one failing rule does not stop the rest", async () => {
    const seen: Date[] = [];
    retention().register({ name: 'blocked', maxAgeMs: 10 * DAY, purge: async (cutoff) => (seen.push(cutoff), 0) });
    retention().register({
      name: 'broken',
      maxAgeMs: DAY,
      purge: async () => {
        throw new Error('down');
      },
    });
    const now = new Date('2026-11-28T00:00:00.000Z');
    const deleted = await retention().run(now);
    expect(seen).toEqual([new Date(now.getTime() - 10 * DAY)]);
    expect(deleted).toMatchObject({ blocked: 0, broken: 0 });
    expect(
      retention()
        .rules()
        .map((r) => r.name),
    ).toEqual(['tracking_events', 'data_exports', 'safety_blocks', 'safety_reports', 'blocked', 'broken']);
  });

  it("keeps an erased account's orders three years after its latest order, then deletes them", async () => {
    const { user, headers } = await t.login();
    const order = await openOrder(t, headers, { membershipPlanId: 1 });
    const orderNo = order.body.data.orderNo as string;
    const fourYearsAgo = new Date(Date.now() - 4 * 365 * DAY);
    await t.db.update(users).set({ erasedAt: fourYearsAgo, phone: null }).where(eq(users.id, user.id));

    // The order is recent: kept, whenever the account was erased.
    await retention().run();
    expect(await t.db.select().from(orders).where(eq(orders.orderNo, orderNo))).toHaveLength(1);

    await t.db.update(orders).set({ createdAt: fourYearsAgo }).where(eq(orders.orderNo, orderNo));
    const deleted = await retention().run();
    expect(deleted.erased_accounts).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.orderNo, orderNo))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});
