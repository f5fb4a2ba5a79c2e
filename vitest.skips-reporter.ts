import type { Reporter, TestModule } from 'vitest/node';

/**
 * Closes the run by saying what did not run and why, so a green line never hides a gap:
 * every skipped test by name (their names say which setting runs them), and the PostgreSQL
 * project when TEST_DATABASE_URL is unset.
 */
export default class SkipsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const skipped: string[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        if (test.result().state === 'skipped') skipped.push(`  ${test.project.name} › ${test.fullName}`);
      }
    }
    if (skipped.length > 0) console.log(`\nSkipped (${skipped.length}):\n${skipped.join('\n')}`);
    if (!process.env.TEST_DATABASE_URL) {
      console.log('\nserver:postgres not run: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
    }
  }
}
