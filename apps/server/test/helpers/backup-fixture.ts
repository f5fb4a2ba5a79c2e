import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A folder for one test file's backups, removed when the file's tests end. */
export function backupFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-backup-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Rows to back up: a money-like table of 500 rows. */
export const FILL = `create table ledger (id serial primary key, amount_fen integer not null, note text);
  insert into ledger (amount_fen, note) select g * 199, '订单 ' || g from generate_series(1, 500) g;`;

/** What a restore must bring back: the tables, and every row of one with a checksum over them. */
export const FINGERPRINT = `select
  (select count(*)::int from information_schema.tables where table_schema = 'public') as tables,
  (select count(*)::int from ledger) as rows,
  (select md5(string_agg(l::text, '|' order by id)) from ledger l) as checksum`;
