import { defineConfig } from 'vitest/config';

/** Tests that never open a database: the root config runs them in the PGlite project only. */
export const databaseFreeTests = [
  'test/config.test.ts',
  'test/db-backup.test.ts',
  'test/quiet-timer.test.ts',
  'test/kv.contract.test.ts',
  'test/health/readiness.test.ts',
  'test/shutdown.test.ts',
  'test/tracing/tracing.test.ts',
  'test/tracing/tracing-off.test.ts',
  'test/assessment/matching.test.ts',
  'test/assessment/resume-reader.test.ts',
  'test/assessment/scoring.test.ts',
  'test/chat/induce-message.test.ts',
  'test/chat/planner-decisions.test.ts',
  'test/chat/retrieval.test.ts',
  'test/chat/think-tags.test.ts',
  'test/eval/smoke.test.ts',
  'test/payments/pricing.test.ts',
  'test/payments/providers.test.ts',
  'test/payments/refund-rules.test.ts',
  'test/planner/majors-content.test.ts',
  'test/planner/routes-places.test.ts',
  'test/planner/english.test.ts',
  'test/safety/keyword-library.test.ts',
  'test/safety/remote-providers.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates once per run; test databases are copies (see test/helpers/database.ts).
    globalSetup: ['test/global-setup.ts'],
    // The app keeps no module-level state, so files share a worker's modules and its pool of
    // PGlite instances instead of paying the import graph and a database start-up per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
