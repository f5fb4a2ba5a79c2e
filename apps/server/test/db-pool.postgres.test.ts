import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseTargetOf, openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase } from './helpers/database.js';

describe('PostgreSQL pool size (DATABASE_POOL_SIZE)', () => {
  /** How many server connections six slow queries at once are spread over. */
  async function connectionsUsed(url: string, poolSize: string | undefined) {
    const config = loadConfig({ DATABASE_URL: url, ...(poolSize ? { DATABASE_POOL_SIZE: poolSize } : {}) });
    const handle = await openDatabase(databaseTargetOf(config));
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const rows = await handle.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.2)`);
          return (rows as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid;
        }),
      );
      return new Set(pids).size;
    } finally {
      await handle.close();
    }
  }

  it('opens at most that many connections per instance', async () => {
    const t = await createTestDatabase();
    try {
      expect(await connectionsUsed(t.url!, '2')).toBe(2);
      expect(await connectionsUsed(t.url!, '5')).toBe(5);
    } finally {
      await t.drop();
    }
  });
});
