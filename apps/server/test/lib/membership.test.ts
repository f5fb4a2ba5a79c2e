import { memberLevelAt } from '@lucina/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { memberInForce } from '../../src/lib/membership.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const now = new Date('2026-06-01T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const cases = [
  { name: 'active', level: 2, endTime: at(86_400_000) },
  { name: 'a millisecond left', level: 4, endTime: at(1) },
  { name: 'ends at this instant', level: 3, endTime: at(0) },
  { name: 'expired', level: 1, endTime: at(-1) },
  { name: 'no expiry', level: 2, endTime: null },
  { name: 'no level', level: 0, endTime: at(86_400_000) },
];

describe('the membership rule', () => {
  it('says the same in TypeScript and in SQL, up to the millisecond', async () => {
    const { db } = database.handle;
    const ids = new Map<string, (typeof cases)[number]>();
    for (const c of cases) {
      const [row] = await db
        .insert(users)
        .values({ nickname: c.name, inviteCode: c.name, userGrade: c.level, endTime: c.endTime })
        .returning({ id: users.id });
      ids.set(row!.id, c);
    }
    const rows = await db.select({ id: users.id, member: sql<boolean>`${memberInForce({ now })}` }).from(users);
    const seen = rows.filter((r) => ids.has(r.id)).map((r) => [ids.get(r.id)!.name, Boolean(r.member)] as const);
    const expected = cases.map((c) => [c.name, memberLevelAt(c, now) > 0] as const);
    expect(new Map(seen)).toEqual(new Map(expected));
    expect(expected.filter(([, member]) => member).map(([name]) => name)).toEqual(['active', 'a millisecond left']);
  });

  it('picks one level by the database clock', async () => {
    const { db } = database.handle;
    const future = new Date(Date.now() + 86_400_000);
    const [gold] = await db
      .insert(users)
      .values({ nickname: 'lvl3', inviteCode: 'lvl3', userGrade: 3, endTime: future })
      .returning({ id: users.id });
    await db.insert(users).values({ nickname: 'lvl2', inviteCode: 'lvl2', userGrade: 2, endTime: future });
    await db
      .insert(users)
      .values({ nickname: 'lvl3-old', inviteCode: 'lvl3-old', userGrade: 3, endTime: new Date(Date.now() - 1000) });
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(memberInForce({ level: 3 }));
    expect(rows.map((r) => r.id)).toEqual([gold!.id]);
    expect(memberLevelAt({ level: 3, endTime: future })).toBe(3);
  });
});
