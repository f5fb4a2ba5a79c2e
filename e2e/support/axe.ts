import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG 2.0 and 2.1 rules at levels A and AA, and axe's best-practice rules: those hold rules such as a dialog
 * without a name (`aria-dialog-name`) or a field named only by its title (`label-title-only`), which a screen reader
 * user meets as surely as a WCAG failure.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** What fails the suite: axe's two highest impacts. Minor and moderate findings are printed by axe's own reports. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Waits for the page's finite animations to end: dialogs and drawers fade in, and axe reads half-transparent
 * text as low-contrast. Endless ones (spinners, skeletons) are left running.
 */
async function settle(page: Page) {
  // A pointer left over a button (from the last click) would have axe read its hover colours.
  await page.mouse.move(0, 0);
  // Bounded: with the login dialog's WeChat QR page (an iframe) open, a loaded run never reached networkidle, though
  // the trace shows no request for minutes after it (the visitor's test hung until its 6-minute timeout). The callers
  // wait for the content they check, so this wait only lets late requests land.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** One serious or critical finding: axe's rule, its summary, and each element it names with what to fix. */
interface Finding {
  rule: string;
  impact: string;
  summary: string;
  targets: string[];
}

function report(where: string, findings: Finding[]) {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} on ${where}: ${f.summary}\n` +
        f.targets.map((target) => `    ${target.replace(/\n\s*/g, ' | ')}`).join('\n'),
    )
    .join('\n');
}

/**
 * Runs axe on the page as it is now (an open dialog included) and fails softly on any serious or critical finding,
 * so one run goes on through the role's pages and lists every finding with its rule, element and axe's summary.
 */
export async function expectAccessible(page: Page, where: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const findings: Finding[] = results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      summary: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`.trim()),
    }));
  expect.soft(findings, report(where, findings)).toEqual([]);
}
