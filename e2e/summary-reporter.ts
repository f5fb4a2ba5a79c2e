import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Ends the end-to-end run with one plain line, `e2e: N passed, N failed, N skipped`, after the list
 * reporter's own summary, so CI logs read the same for both halves of `npm test`.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult) {
    const values = [...this.outcomes.values()];
    const passed = values.filter((o) => o === 'expected' || o === 'flaky').length;
    const skipped = values.filter((o) => o === 'skipped').length;
    // A run that timed out or crashed outside a test still counts as a failure.
    const failed =
      values.filter((o) => o === 'unexpected').length +
      (result.status !== 'passed' && passed === values.length ? 1 : 0);
    console.log(`\ne2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
