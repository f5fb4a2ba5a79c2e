import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseTarget } from './client.js';

const run = promisify(execFile);

/**
 * Backups that restore: PostgreSQL through pg_dump/pg_restore in custom format (compressed, restorable table by
 * table, independent of the server's version within pg_restore's range); PGlite, the embedded database, as the
 * gzipped tarball of its data directory that PGlite itself writes and loads.
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    // --no-owner: a restore into another cluster need not have the same roles.
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`]);
    return;
  }
  if (!target.dataDir) throw new Error('an in-memory PGlite database has nothing to back up');
  // PGlite holds its directory exclusively: the server must be stopped, or this open fails or waits.
  const db = new PGlite(target.dataDir);
  try {
    // The dump must wait for the start, or it never settles.
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Restores into an empty database: a PostgreSQL database just created, or a PGlite data directory that does
 * not exist yet. It refuses a database that already has tables, so a mistyped target cannot be overwritten.
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  if (target.kind === 'postgres') {
    const { stdout } = await run('psql', [
      '--no-psqlrc',
      '--tuples-only',
      '--no-align',
      `--dbname=${target.url}`,
      '--command',
      "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    ]);
    if (Number(stdout.trim()) > 0) throw new Error('the target database is not empty: restore into a new one');
    // One transaction: a restore that fails leaves the database empty, not half-filled.
    await run('pg_restore', ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${target.url}`, file]);
    return;
  }
  if (!target.dataDir) throw new Error('restore needs a PGlite data directory');
  if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length > 0)
    throw new Error(`${target.dataDir} is not empty: restore into a new directory`);
  fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const dump = new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' });
  const db = new PGlite(target.dataDir, { loadDataDir: dump });
  await db.waitReady;
  await db.close();
}
