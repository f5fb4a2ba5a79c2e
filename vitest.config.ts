import { configDefaults, defineConfig } from 'vitest/config';
import { databaseFreeTests } from './apps/server/vitest.config.ts';

// One runner for every workspace. The server suite runs on PGlite, and again on real
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it): there only the tests that use a
// database, plus the PostgreSQL-only ones (`*.postgres.test.ts`).
const postgresOnly = 'test/**/*.postgres.test.ts';
const server = (name: string, db: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name,
    env: { TEST_DB: db },
    exclude: [...configDefaults.exclude, ...(db === 'postgres' ? databaseFreeTests : [postgresOnly])],
  },
});

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    reporters: ['default', './vitest.skips-reporter.ts'],
    // Vitest's default leaves one of two cores idle; much of a server test is waiting on a database.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'apps/web',
      server('server:pglite', 'pglite'),
      ...(withPostgres ? [server('server:postgres', 'postgres')] : []),
    ],
  },
});
