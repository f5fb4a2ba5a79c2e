import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { API_PREFIX, userRoutes } from '@lucina/contracts';
import { loginByEmail, request } from '../lib/client.js';
import { SERVER_DIR } from '../lib/instance.js';
import { openMembershipOrder, payAtCashier } from '../lib/orders.js';
import { POSTGRES_ADMIN_URL, type FaultsDatabase } from '../lib/services.js';
import type { Scenario } from '../lib/scenario.js';

const run = promisify(execFile);
/** Tables whose every row is compared by checksum, not only counted: the money and who owns it. */
const MONEY = /order|payment|refund|coupon|membership|unlock|^users$/;

/** Every table's row count, and a checksum over every row of the money tables. */
async function fingerprint(db: FaultsDatabase) {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number; sum: string | null }>(
      MONEY.test(name)
        ? `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as sum from "${name}" t`
        : `select count(*)::int as n, null as sum from "${name}"`,
    );
    out[name] = `${row!.n}${row!.sum ? ` ${row!.sum}` : ''}`;
  }
  return out;
}

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: `${POSTGRES_ADMIN_URL}/postgres` });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The operator's commands, as docs/operations.md gives them. */
const npmRun = (script: string, file: string, databaseUrl: string) =>
  run('npm', ['run', script, '--', file], { cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: databaseUrl } });

/**
 * A member pays; `npm run db:backup` dumps the database; the instances stop, the database is dropped and
 * created empty, `npm run db:restore` fills it; every table must hold what it held, the money tables row for
 * row, and the member must be served by both instances again with the same session.
 */
export const backupRestore: Scenario = {
  id: 9,
  name: 'backup, drop the database, restore',
  async run({ cluster, log }) {
    const { a, b, db, nginx } = cluster;
    const who = await loginByEmail(nginx.url, db, `faults-backup-${Date.now()}@example.com`);
    const { orderNo } = await openMembershipOrder(nginx.url, who);
    await payAtCashier(a.url, orderNo, 'alipay');
    const before = await fingerprint(db);
    const rows = Object.values(before).reduce((n, v) => n + Number(v.split(' ')[0]), 0);
    log(`${Object.keys(before).length} tables, ${rows} rows; order ${orderNo} paid`);

    const file = path.join(cluster.dir, 'backup.dump');
    const started = Date.now();
    await npmRun('db:backup', file, db.url);
    const backupMs = Date.now() - started;

    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    await admin(`drop database ${db.name} with (force)`);
    await admin(`create database ${db.name}`);
    const restoreStarted = Date.now();
    await npmRun('db:restore', file, db.url);
    const restoreMs = Date.now() - restoreStarted;

    const after = await fingerprint(db);
    const differ = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
    await a.start();
    await b.start();
    const served = await Promise.all(
      [a.url, b.url].map((base) =>
        request<{ userGrade: string }>(base, 'GET', `${API_PREFIX}${userRoutes.getLucinaInfo.path}`, { who }),
      ),
    );
    const member = served.every((r) => r.body?.code === 200 && Number(r.body.data.userGrade) > 0);
    log(`backup ${backupMs} ms, restore ${restoreMs} ms; tables that differ: ${differ.join(', ') || 'none'}`);
    return {
      figure: `${Object.keys(after).length} tables, ${rows} rows restored; ${differ.length} differ; member served by A and B: ${member ? 'yes' : 'no'}`,
      goal: 'every table and money row back, the member served with the same session',
      pass: differ.length === 0 && member,
    };
  },
};
