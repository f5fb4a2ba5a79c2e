import { loadConfig } from '../config.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import { databaseTargetOf } from './client.js';

// `npm run db:backup -- <file>` and `npm run db:restore -- <file>`: the database of DATABASE_URL (PostgreSQL) or
// of DATA_DIR (PGlite, with the server stopped). docs/operations.md says how to schedule them.
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: backup-cli.ts backup|restore <file>');
  process.exit(2);
}
const target = databaseTargetOf(loadConfig());
const started = Date.now();
try {
  if (command === 'backup') await backupDatabase(target, file);
  else await restoreDatabase(target, file);
  console.log(
    `${command} of the ${target.kind} database ${command === 'backup' ? 'to' : 'from'} ${file} done in ${Date.now() - started} ms`,
  );
} catch (err) {
  console.error(`${command} failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
