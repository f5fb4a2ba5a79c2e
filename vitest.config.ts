import { configDefaults, defineConfig } from 'vitest/config';
import { databaseFreeTests } from './apps/server/vitest.config.ts';
import webConfig from './apps/web/vitest.config.ts';

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

// Web component tests share a worker's modules (apps/web/vitest.config.ts). A test that needs its own copies,
// such as a lazy component that has not loaded yet, is named `*.isolated.test.tsx` and runs in a project of its own.
const isolatedWeb = 'src/**/*.isolated.test.tsx';
const web = (name: string, isolated: boolean) => ({
  ...webConfig,
  root: './apps/web',
  test: isolated
    ? { ...webConfig.test, name, include: [isolatedWeb], isolate: true }
    : { ...webConfig.test, name, exclude: [...configDefaults.exclude, isolatedWeb] },
});

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    reporters: ['default', './vitest.skips-reporter.ts'],
    // Vitest's default leaves one of two cores idle; much of a server test is waiting on a database.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      web('web', false),
      web('web:isolated', true),
      server('server:pglite', 'pglite'),
      ...(withPostgres ? [server('server:postgres', 'postgres')] : []),
    ],
  },
});
