import { topLevelBlocks } from './css-scan';

/** A CSS module's class as Vite names it: `_local_hash_line`. */
export const MODULE_CLASS = /\b_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+\b/g;

/** The top-level statements of `css` with a block, `prelude{body}` (nested blocks kept in the body). */
export const blocks = (css: string): { prelude: string; body: string }[] =>
  topLevelBlocks(css).map(({ start, open, end }) => ({
    prelude: css.slice(start, open).trim(),
    body: css.slice(open + 1, end),
  }));

/** A selector list's selectors (commas inside `:is()`, `:not()` and the like stay in theirs). */
export function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...parts, list.slice(start).trim()];
}

/**
 * The rules of a stylesheet that style the CSS-module classes `classes`, in the sheet's order and inside their
 * `@media`, each with only its selectors that name those classes and no other module class: a selector that
 * also needs another (an ancestor the markup may not have) is the app's context, not the markup's own style.
 */
export function moduleRules(css: string, classes: ReadonlySet<string>): string {
  let rules = '';
  for (const { prelude, body } of blocks(css)) {
    if (prelude.startsWith('@media')) {
      const inner = moduleRules(body, classes);
      if (inner) rules += `${prelude}{${inner}}`;
    } else if (!prelude.startsWith('@')) {
      const own = selectors(prelude).filter((selector) => {
        const named = selector.match(MODULE_CLASS);
        return named?.every((name) => classes.has(name));
      });
      if (own.length) rules += `${own.join(',')}{${body}}`;
    }
  }
  return rules;
}
