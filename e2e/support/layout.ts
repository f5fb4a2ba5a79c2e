import { expect, type Locator, type Page } from '@playwright/test';

/** A rectangle as the page lays it out, in CSS pixels from the viewport's top left. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Sub-pixel rounding of fractional rem sizes, not a layout fault.
const SLACK = 1;

async function boxOf(locator: Locator, name: string): Promise<Box> {
  await expect(locator, `${name} is shown`).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} has no layout box`);
  return box;
}

/** Nothing is wider than the viewport: the page never scrolls sideways (SPEC §9's range goes down to 390 px). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** The element is shown and lies within the viewport's width (and, if `onFirstScreen`, its height too). */
export async function expectInViewport(page: Page, locator: Locator, name: string, onFirstScreen = false) {
  const box = await boxOf(locator, name);
  const viewport = page.viewportSize()!;
  expect(box.x, `${name} starts left of the viewport`).toBeGreaterThanOrEqual(-SLACK);
  expect(box.x + box.width, `${name} ends right of the viewport`).toBeLessThanOrEqual(viewport.width + SLACK);
  if (!onFirstScreen) return;
  expect(box.y, `${name} starts above the viewport`).toBeGreaterThanOrEqual(-SLACK);
  expect(box.y + box.height, `${name} ends below the first screen`).toBeLessThanOrEqual(viewport.height + SLACK);
}

/** `upper` lies wholly above `lower`: neither covers the other. */
export async function expectAbove(upper: Locator, lower: Locator, names: [string, string]) {
  const a = await boxOf(upper, names[0]);
  const b = await boxOf(lower, names[1]);
  expect(a.y + a.height, `${names[0]} overlaps ${names[1]}`).toBeLessThanOrEqual(b.y + SLACK);
}

/** `left` lies wholly left of `right`: neither covers the other. */
export async function expectLeftOf(left: Locator, right: Locator, names: [string, string]) {
  const a = await boxOf(left, names[0]);
  const b = await boxOf(right, names[1]);
  expect(a.x + a.width, `${names[0]} overlaps ${names[1]}`).toBeLessThanOrEqual(b.x + SLACK);
}
