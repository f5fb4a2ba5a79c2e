import { loadConfig } from '../config.js';
import { databaseTargetOf, openDatabase } from './client.js';
import { runMigrations } from './migrate.js';

// `npm run db:migrate`: apply migrations without starting the server.
const config = loadConfig();
const handle = await openDatabase(databaseTargetOf(config));
try {
  await runMigrations(handle);
  console.log(`migrations applied (${handle.kind})`);
} finally {
  await handle.close();
}
