import { chinaDay, startOfChinaDay } from '@lucina/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDayOf, chinaTodayStart } from '../../src/lib/china-day.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the China day in SQL', () => {
  it('agrees with chinaDay on each side of 16:00 UTC', async () => {
    const instants = [
      '2026-03-01T15:59:59.999Z',
      '2026-03-01T16:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
      '2028-02-28T16:30:00.000Z',
    ];
    for (const at of instants) {
      const [row] = await rows<{ day: string }>(sql`select ${chinaDayOf(sql`${at}::timestamptz`)} as day`);
      expect(row?.day, at).toBe(chinaDay(Date.parse(at)).day);
    }
  });

  it('starts today where startOfChinaDay starts it, and where Asia/Shanghai does, whatever the session time zone', async () => {
    await database.handle.withConnection(async (db) => {
      await db.execute(sql`set time zone 'America/New_York'`);
      try {
        const {
          rows: [row],
        } = (await db.execute(sql`select
            extract(epoch from ${chinaTodayStart}) * 1000 as start,
            extract(epoch from (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')) * 1000 as zoned,
            extract(epoch from now()) * 1000 as now`)) as unknown as { rows: Array<Record<string, string>> };
        const expected = startOfChinaDay(chinaDay(Number(row!.now)).day).getTime();
        expect(Number(row!.start)).toBe(expected);
        expect(Number(row!.zoned)).toBe(expected);
      } finally {
        await db.execute(sql`reset time zone`);
      }
    });
  });
});
