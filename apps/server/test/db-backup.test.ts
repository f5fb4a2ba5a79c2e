import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/db/backup.js';
import { backupFolder, FILL, FINGERPRINT } from './helpers/backup-fixture.js';

const dir = backupFolder();

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
