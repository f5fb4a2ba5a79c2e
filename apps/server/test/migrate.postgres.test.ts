import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createTestDatabase } from './helpers/database.js';

// PGlite is one connection in one process: only PostgreSQL has instances racing to migrate.
describe('migrations on PostgreSQL', () => {
  it('two instances starting together migrate once under the lock', async () => {
    const t = await createTestDatabase({ unmigrated: true });
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
  });
});
