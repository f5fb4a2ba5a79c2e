import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/db/backup.js';
import { backupFolder, FILL, FINGERPRINT } from './helpers/backup-fixture.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

const dir = backupFolder();

describe('backup and restore, PostgreSQL custom format', () => {
  const made: TestDatabase[] = [];
  afterAll(async () => {
    for (const t of made) await t.drop();
  });
  const fingerprint = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(FINGERPRINT)).rows[0];
    } finally {
      await client.end();
    }
  };

  it('restores the schema and every row into a new database and refuses one that has tables', async () => {
    const source = await createTestDatabase();
    const empty = await createTestDatabase({ unmigrated: true });
    made.push(source, empty);
    const client = new pg.Client({ connectionString: source.url! });
    await client.connect();
    await client.query(FILL);
    await client.end();
    const before = await fingerprint(source.url!);

    const file = path.join(dir, 'postgres.dump');
    await backupDatabase({ kind: 'postgres', url: source.url! }, file);
    await restoreDatabase({ kind: 'postgres', url: empty.url! }, file);
    expect(await fingerprint(empty.url!)).toEqual(before);
    await expect(restoreDatabase({ kind: 'postgres', url: source.url! }, file)).rejects.toThrow(/not empty/);
  }, 120_000);
});
