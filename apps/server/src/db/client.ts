import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { PoolStats } from '../lib/metrics.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository accepts: the database or a transaction it should join. */
export type Executor = Database | Transaction;

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Runs `fn` on one dedicated connection, for session-scoped work such as advisory locks. */
  withConnection<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Receives the notifications of `channel` (NOTIFY, sent when the writing transaction commits). `live(false)` says
   * some may be missed from now on (the listening connection is gone); `live(true)` that listening (again) works.
   * Resolves once the first attempt to listen has ended, either way; the returned function stops listening.
   */
  listen(channel: string, on: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The connection pool's figures for the metrics; absent where there is no pool (PGlite). */
  poolStats?: () => PoolStats;
}

export interface ListenHandlers {
  message(payload: string): void;
  live(listening: boolean): void;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

export function databaseTargetOf(config: {
  databaseUrl?: string | undefined;
  databasePoolSize?: number;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pg') };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize);
  return openPglite(target.dataDir);
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // A connection that cannot be made in 5 s fails the request (503) rather than holding it while the
  // database is unreachable.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that the server drops (restart, failover, admin termination) is reported
  // here; without a listener Node treats it as an uncaught error and the process dies. The
  // pool discards that client and the next query opens a fresh one.
  let idleErrors = 0;
  pool.on('error', (err) => {
    idleErrors++;
    console.warn(`postgres idle client error: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(drizzlePg(client, { schema }) as unknown as Database);
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, on) => listenPostgres(url, channel, on),
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      errors: idleErrors,
    }),
  };
}

/** LISTEN on a connection of its own (a pooled one would be handed to queries), connected again when lost. */
async function listenPostgres(url: string, channel: string, on: ListenHandlers) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    on.live(false);
    c.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
  };
  async function connect() {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = c;
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === channel) on.message(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === c && !stopped) on.live(true);
    } catch {
      lost(c);
    }
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    on.live(false);
    await c?.end().catch(() => {});
  };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return pgliteHandle(client);
}

/** A handle over a PGlite instance that is already open (tests hand out prepared ones). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection already.
    withConnection: (fn) => fn(db),
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, on) {
      // One in-process connection: a notification arrives before the writing statement's promise settles.
      const off = await client.listen(channel, on.message);
      on.live(true);
      return async () => {
        on.live(false);
        if (!client.closed) await off();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
