import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteHandle, openDatabase, type DatabaseHandle } from '../../src/db/client.js';

/** Which engine this test run uses: the `server:postgres` project sets TEST_DB=postgres. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated, empty database: PGlite, or a new database on TEST_DATABASE_URL's server.
 * Migrating once per run is done by the global setup (`global-setup.ts`); here a copy is made.
 * `unmigrated` gives a database with no schema at all, for the tests of the migrations themselves.
 */
export async function createTestDatabase(options: { unmigrated?: boolean } = {}): Promise<TestDatabase> {
  if (testDatabaseKind() === 'postgres') return createPostgres(options.unmigrated ?? false);
  if (!options.unmigrated) return takePglite();
  const client = new PGlite();
  await client.waitReady;
  return { handle: pgliteHandle(client), url: null, drop: () => client.close() };
}

/**
 * Starting PGlite (initdb inside WASM) costs seconds, so each worker keeps the instances its
 * files have finished with and hands them out again emptied: server tests run without file
 * isolation, so this pool lives as long as the worker. New instances start from the migrated
 * data directory the global setup dumped, which skips both initdb and the migrations.
 */
const idle: PGlite[] = [];
let template: Promise<Blob> | null = null;

async function takePglite(): Promise<TestDatabase> {
  const client = idle.pop() ?? (await newPglite());
  const handle = pgliteHandle(client);
  return {
    handle,
    url: null,
    async drop() {
      // A test that closed the database itself (readiness checks) leaves nothing to reuse.
      if (client.closed) return;
      await emptyTables(client);
      idle.push(client);
    },
  };
}

async function newPglite(): Promise<PGlite> {
  template ??= loadTemplate();
  const client = new PGlite({ loadDataDir: await template });
  await client.waitReady;
  return client;
}

async function loadTemplate(): Promise<Blob> {
  const { readFile } = await import('node:fs/promises');
  return new Blob([await readFile(inject('pgliteTemplate'))]);
}

/** Every table of the app's schema, emptied with its sequences reset: as fresh as a new database. */
async function emptyTables(client: PGlite) {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (rows.length > 0) {
    await client.exec(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`);
  }
}

async function createPostgres(unmigrated: boolean): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `lucina_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    `create database ${name} template ${unmigrated ? 'template0' : inject('postgresTemplate')}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
