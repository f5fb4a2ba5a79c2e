import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, runMigrations } from '../src/db/migrate.js';
import { createTestDatabase } from './helpers/database.js';

describe('migrations', () => {
  // Every migration twice on a fresh embedded database: about ten seconds alone, longer than the usual 30 s on a
  // loaded machine.
  it('apply to an empty database once: running them again changes nothing', { timeout: 90_000 }, async () => {
    const t = await createTestDatabase({ unmigrated: true });
    try {
      await runMigrations(t.handle);
      await runMigrations(t.handle);
      const rows = await t.handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const n = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(n).toBe(journal.entries.length);
      const tables = await t.handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
      expect(names).toEqual(expect.arrayContaining(['users', 'sessions', 'visitors']));
    } finally {
      await t.drop();
    }
  });
});
