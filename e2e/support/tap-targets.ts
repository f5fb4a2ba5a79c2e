import { expect, type Page } from '@playwright/test';

/** WCAG 2.5.5 (AAA) target size, the size iOS and Android design guides ask for too. */
export const MIN_TARGET = 44;

export interface SmallTarget {
  /** Tag, role and accessible text, enough to find the element in the page. */
  element: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element of the page (or of `scope`) whose tap area is smaller than `min` x `min` CSS
 * px, apart from WCAG 2.5.5's inline exception: a link inside a sentence. A checkbox, radio or switch counts by the
 * label wrapping it and a field by its frame, which is what a finger taps. Runs in the page.
 */
function findSmallTargets([min, scope]: [number, string]): SmallTarget[] {
  const selector = 'a[href], button, [role=button], [role=tab], input, select, textarea, [tabindex]';
  // tabindex="-1" makes a container focusable by script (a dialog's wrapper), not a target.
  const isTarget = (el: Element) =>
    el.matches(selector) && !(el.matches('[tabindex="-1"]') && !el.matches(selector.replace(', [tabindex]', '')));
  // Sub-pixel rounding of rem sizes, not a small target.
  const slack = 0.5;
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"], [inert]'))
      return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // A link that is a run of words inside a block of text: the sentence sets its size (WCAG 2.5.5 "Inline").
  const inlineInText = (el: Element) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    const own = (el.textContent ?? '').trim().length;
    const all = (block?.textContent ?? '').trim().length;
    return all > own;
  };
  const name = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 24);
    const role = el.getAttribute('role');
    const cls = (el.getAttribute('class') ?? '').split(/\s+/).slice(0, 2).join('.');
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${cls ? `.${cls}` : ''} "${label}"`;
  };
  const found: SmallTarget[] = [];
  // A small control may still take a square of `min` around its centre: padding drawn elsewhere, or a ::before /
  // ::after laid over its card. Probed with hit testing at the square's corners, scrolled into view and back.
  const hitAreaCovers = (el: Element) => {
    const { scrollX, scrollY } = window;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const box = el.getBoundingClientRect();
    const [cx, cy, r] = [box.x + box.width / 2, box.y + box.height / 2, min / 2 - 1];
    const points = [
      [cx, cy],
      [cx - r, cy - r],
      [cx + r, cy - r],
      [cx - r, cy + r],
      [cx + r, cy + r],
    ];
    const covered = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return !!hit && (hit === el || el.contains(hit));
    });
    window.scrollTo(scrollX, scrollY);
    return covered;
  };
  const outerTarget = (el: Element) => {
    for (let up = el.parentElement; up; up = up.parentElement) if (isTarget(up) && visible(up)) return up;
    return null;
  };
  const roots = Array.from(document.querySelectorAll(scope)).filter(visible);
  for (const el of roots.flatMap((root) => Array.from(root.querySelectorAll(selector)))) {
    if (!isTarget(el) || (el instanceof HTMLInputElement && el.type === 'hidden') || !visible(el)) continue;
    // A control inside another target (a button in a link) is tapped through its outer one.
    if (outerTarget(el)) continue;
    // What a finger taps: a checkbox's label, a select's or an affixed input's whole frame.
    const frame = el.matches('input[type=checkbox], input[type=radio], [role=switch]')
      ? el.closest('label')
      : el.closest('.ant-select, .ant-input-affix-wrapper, .ant-input-number, .ant-picker');
    const box = (frame ?? el).getBoundingClientRect();
    if (box.width + slack >= min && box.height + slack >= min) continue;
    if (el.matches('a') && inlineInText(el)) continue;
    if (hitAreaCovers(frame ?? el)) continue;
    found.push({ element: name(el), width: Math.round(box.width), height: Math.round(box.height) });
  }
  return found;
}

/** Asserts the page has no tap target under 44 x 44 px, printing the offenders with their sizes. */
export async function expectTapTargets(page: Page, where: string, scope = 'body') {
  const small = await page.evaluate(findSmallTargets, [MIN_TARGET, scope] as [number, string]);
  const list = small.map((t) => `  ${t.element} ${t.width}x${t.height}`).join('\n');
  expect(small, `tap targets under ${MIN_TARGET}x${MIN_TARGET} px on ${where}:\n${list}`).toEqual([]);
}

export { findSmallTargets };
