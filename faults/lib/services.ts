import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The machine's PostgreSQL and Redis, which the instances share (and other developers use too). */
export const POSTGRES_ADMIN_URL = process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_HOST = '127.0.0.1';
export const REDIS_PORT = 6379;

const pgVersion = () => fs.readdirSync('/etc/postgresql')[0]!;

export async function postgresReady(): Promise<boolean> {
  return run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).then(
    () => true,
    () => false,
  );
}

export async function restartPostgres() {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), 'main', 'restart']);
}

/** Starts PostgreSQL when it is down; called after every scenario and on exit, whatever happened. */
export async function ensurePostgres() {
  if (await postgresReady()) return;
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), 'main', 'start']).catch(() => undefined);
  for (let i = 0; i < 60 && !(await postgresReady()); i++) await sleep(500);
}

export async function redisReady(): Promise<boolean> {
  return run('redis-cli', ['-h', REDIS_HOST, '-p', String(REDIS_PORT), 'ping']).then(
    (r) => r.stdout.trim() === 'PONG',
    () => false,
  );
}

export async function stopRedis() {
  await run('redis-cli', ['-h', REDIS_HOST, '-p', String(REDIS_PORT), 'shutdown', 'nosave']).catch(() => undefined);
  for (let i = 0; i < 40 && (await redisReady()); i++) await sleep(100);
}

/** Starts Redis the way `.ci/run` does when it is down. */
export async function ensureRedis() {
  if (await redisReady()) return;
  // The log directory belongs to the redis user, so an unprivileged run logs to a temporary file instead.
  const logfile = fs.existsSync('/var/log/redis') ? '/var/log/redis/ci.log' : '/tmp/lucina-faults-redis.log';
  await run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    String(REDIS_PORT),
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    logfile,
  ]).catch((err: Error) => console.error(`starting redis failed: ${err.message}`));
  for (let i = 0; i < 50 && !(await redisReady()); i++) await sleep(100);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh database for one run, dropped at the end. */
export async function createDatabase() {
  const name = `lucina_faults_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${POSTGRES_ADMIN_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = `${POSTGRES_ADMIN_URL}/${name}`;
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 2000 });
  pool.on('error', () => undefined);
  return {
    url,
    name,
    /** The suite's own look at the rows, to check what the instances saved. */
    async query<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
      return (await pool.query<T>(text, params)).rows;
    },
    async drop() {
      await pool.end().catch(() => undefined);
      const c = new pg.Client({ connectionString: `${POSTGRES_ADMIN_URL}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type FaultsDatabase = Awaited<ReturnType<typeof createDatabase>>;
