import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/db/backup.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What a restore must bring back: the tables, and every row of one with a checksum over them. */
const FINGERPRINT = `select
  (select count(*)::int from information_schema.tables where table_schema = 'public') as tables,
  (select count(*)::int from ledger) as rows,
  (select md5(string_agg(l::text, '|' order by id)) from ledger l) as checksum`;
const FILL = `create table ledger (id serial primary key, amount_fen integer not null, note text);
  insert into ledger (amount_fen, note) select g * 199, '订单 ' || g from generate_series(1, 500) g;`;

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
