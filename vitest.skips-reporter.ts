import type { Reporter, TestModule } from 'vitest/node';

/**
 * Closes the run by saying what ran and what did not, so a green line never hides a gap: every
 * skipped test by name (their names say which setting runs them), the PostgreSQL project when
 * TEST_DATABASE_URL is unset, and a last plain line `unit: N passed, N failed, N skipped`.
 */
export default class SkipsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const skipped: string[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else if (state === 'skipped') {
          counts.skipped++;
          skipped.push(`  ${test.project.name} › ${test.fullName}`);
        }
      }
      // A file that failed to load has no tests to count but must not read as green.
      if (module.state() === 'failed' && !module.children.size) counts.failed++;
    }
    if (skipped.length > 0) console.log(`\nSkipped (${skipped.length}):\n${skipped.join('\n')}`);
    if (!process.env.TEST_DATABASE_URL) {
      console.log('\nserver:postgres not run: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
    }
    console.log(`\nunit: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
