import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createTestDatabase, testDatabaseKind } from './helpers/database.js';

describe('migrations', () => {
  it('apply once: running them again changes nothing', async () => {
    const t = await createTestDatabase();
    try {
      await runMigrations(t.handle);
      const rows = await t.handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const n = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
      expect(n).toBeGreaterThanOrEqual(1);
      const tables = await t.handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
      expect(names).toEqual(expect.arrayContaining(['users', 'sessions', 'visitors']));
    } finally {
      await t.drop();
    }
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'two instances starting together migrate once under the lock',
    async () => {
      const t = await createTestDatabase();
      const other = await openDatabase({ kind: 'postgres', url: t.url! });
      try {
        // Both race through the advisory lock; neither may fail or apply twice.
        await Promise.all([runMigrations(t.handle), runMigrations(other)]);
        const rows = await t.handle.db.execute(sql`select hash from drizzle.__drizzle_migrations`);
        const hashes = (rows as unknown as { rows: { hash: string }[] }).rows.map((r) => r.hash);
        expect(new Set(hashes).size).toBe(hashes.length);
      } finally {
        await other.close();
        await t.drop();
      }
    },
  );
});
