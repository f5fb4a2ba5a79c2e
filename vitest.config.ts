import { defineConfig } from 'vitest/config';

// One runner for every workspace. The server suite runs on PGlite, and again on real
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const server = (name: string, db: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name, env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/web',
      server('server:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('server:postgres', 'postgres')] : []),
    ],
  },
});
