import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteHandle } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { adminQuery } from './helpers/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (server:pglite). */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server that test databases are copied from (server:postgres). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run instead of once per test database: PGlite's migrated data directory is
 * dumped to a file each worker starts its instances from; PostgreSQL gets a template database
 * that `create database … template` copies in a fraction of a migration's time.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const client = new PGlite();
  await runMigrations(pgliteHandle(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lucina-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server:postgres project needs TEST_DATABASE_URL');
  const name = `lucina_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
