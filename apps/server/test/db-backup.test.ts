import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/db/backup.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What a restore must bring back: the tables, and every row of one with a checksum over them. */
const FINGERPRINT = `select
  (select count(*)::int from information_schema.tables where table_schema = 'public') as tables,
  (select count(*)::int from ledger) as rows,
  (select md5(string_agg(l::text, '|' order by id)) from ledger l) as checksum`;
const FILL = `create table ledger (id serial primary key, amount_fen integer not null, note text);
  insert into ledger (amount_fen, note) select g * 199, '订单 ' || g from generate_series(1, 500) g;`;

describe('backup and restore, PGlite data directory', () => {
  it('restores every row into a new directory and refuses one that is in use', async () => {
    const source = path.join(dir, 'source');
    const db = new PGlite(source);
    await db.exec(FILL);
    const before = (await db.query(FINGERPRINT)).rows[0];
    await db.close();

    const file = path.join(dir, 'pglite.tar.gz');
    await backupDatabase({ kind: 'pglite', dataDir: source }, file);
    const restored = path.join(dir, 'nested', 'restored');
    await restoreDatabase({ kind: 'pglite', dataDir: restored }, file);
    const copy = new PGlite(restored);
    expect((await copy.query(FINGERPRINT)).rows[0]).toEqual(before);
    await copy.close();

    await expect(restoreDatabase({ kind: 'pglite', dataDir: source }, file)).rejects.toThrow(/not empty/);
    await expect(
      restoreDatabase({ kind: 'pglite', dataDir: path.join(dir, 'x') }, path.join(dir, 'none')),
    ).rejects.toThrow(/no backup/);
  }, 120_000);
});
