import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.js';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');
/** Arbitrary constant shared by every instance, so only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 7_310_420_911;

/** Applies pending migrations while holding a PostgreSQL advisory lock on one connection. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const migrate = handle.kind === 'pglite' ? migratePglite : migratePg;
      await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
