import fs from 'node:fs';
import { startCluster, type Cluster } from './lib/cluster.js';
import { COMPILED_SERVER } from './lib/instance.js';
import type { Scenario, ScenarioResult } from './lib/scenario.js';
import { ensurePostgres, ensureRedis } from './lib/services.js';
import { backupRestore } from './scenarios/backup-restore.js';
import { crossInstance } from './scenarios/cross-instance.js';
import { hostileInput } from './scenarios/hostile-input.js';
import { ownership } from './scenarios/ownership.js';
import { payments } from './scenarios/payments.js';
import { postgresRestart } from './scenarios/postgres-restart.js';
import { redisRestart } from './scenarios/redis-restart.js';
import { rollingRestart } from './scenarios/rolling-restart.js';
import { sigkill } from './scenarios/sigkill.js';

/**
 * The fault suite: two compiled production instances behind nginx on the machine's PostgreSQL and Redis.
 * `npm run test:faults [-- 1 2 …]` runs every scenario (or the ones named) and ends with a summary table;
 * it exits non-zero when a goal is missed.
 */
const scenarios: Scenario[] = [
  crossInstance,
  sigkill,
  payments,
  postgresRestart,
  redisRestart,
  rollingRestart,
  hostileInput,
  ownership,
  // Last: it stops both instances and replaces the database under them.
  backupRestore,
];

const only = process.argv.slice(2).map(Number).filter(Number.isInteger);
const chosen = scenarios.filter((s) => only.length === 0 || only.includes(s.id));

if (!fs.existsSync(COMPILED_SERVER)) {
  console.error(`${COMPILED_SERVER} is missing: run \`npm run build -w @lucina/server\` first.`);
  process.exit(2);
}

const results: Array<{ s: Scenario; r: ScenarioResult }> = [];
let cluster: Cluster | null = null;

/** Whatever happened, the shared PostgreSQL and Redis are left running. */
async function restoreServices() {
  await ensurePostgres();
  await ensureRedis();
}

async function cleanUp() {
  await cluster?.stop().catch((err: Error) => console.error(`stopping the cluster: ${err.message}`));
  await restoreServices();
  await cluster?.db.drop().catch((err: Error) => console.error(`dropping the database: ${err.message}`));
  if (!cluster) return;
  // The instances' and nginx's logs stay when something failed.
  if (results.every(({ r }) => r.pass)) fs.rmSync(cluster.dir, { recursive: true, force: true });
  else console.log(`logs: ${cluster.dir}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: restoring PostgreSQL and Redis, stopping the cluster`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await restoreServices();
  cluster = await startCluster();
  console.log(
    `cluster: nginx ${cluster.nginx.url} → A ${cluster.a.url}, B ${cluster.b.url}; database ${cluster.db.name}; ` +
      `model over HTTP/${cluster.llmHttp2 ? '2' : '1.1'}`,
  );
  for (const s of chosen) {
    console.log(`\n── ${s.id}. ${s.name}`);
    const started = Date.now();
    let r: ScenarioResult;
    try {
      r = await s.run({ cluster, log: (line) => console.log(`   ${line}`) });
    } catch (err) {
      r = { figure: `crashed: ${(err as Error).message}`, goal: '', pass: false };
      console.error(err);
    }
    results.push({ s, r });
    console.log(
      `   ${r.pass ? 'PASS' : 'FAIL'} · ${r.figure} (goal: ${r.goal}) · ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // The next scenario starts from a whole cluster.
    await restoreServices();
    for (const i of cluster.instances) if (!i.running) await i.start();
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

const rows = results.map(
  ({ s, r }) => `| ${s.id} | ${s.name} | ${r.figure} | ${r.goal} | ${r.pass ? 'pass' : '**FAIL**'} |`,
);
console.log(['', '| # | scenario | figure | goal | result |', '|---|---|---|---|---|', ...rows].join('\n'));
if (results.some(({ r }) => !r.pass) || results.length < chosen.length) process.exitCode = 1;
