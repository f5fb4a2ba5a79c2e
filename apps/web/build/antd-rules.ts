import { blocks, selectors } from './module-rules';

/** The classes a selector needs its element (or an ancestor) to have; a `:not()`'s classes it needs absent. */
const neededClasses = (selector: string) =>
  [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);

/** The elements a selector names by type. */
const neededTypes = (selector: string) =>
  [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/(?:^|[\s>+~(])([a-z][a-z0-9]*)/g)].map((m) => m[1]!);

/**
 * A state of an element someone points at, presses or focuses (a `:not()` aside): the shell is inert, so none of its
 * elements is ever in one.
 */
const INTERACTION = /:(hover|active|focus|focus-visible|focus-within)\b/;
const inInteraction = (selector: string) => INTERACTION.test(selector.replace(/:not\([^)]*\)/g, ''));

interface Markup {
  classes: ReadonlySet<string>;
  types: ReadonlySet<string>;
}

/**
 * The rules of `css` with only their selectors whose classes and elements all occur in the markup (in at-rules), and
 * that need no interaction.
 */
function usedRules(css: string, markup: Markup): string {
  let rules = '';
  for (const { prelude, body } of blocks(css)) {
    if (/^@(media|supports|container)\b/.test(prelude)) {
      const inner = usedRules(body, markup);
      if (inner) rules += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      rules += `${prelude}{${body}}`;
    } else {
      const used = selectors(prelude).filter(
        (s) =>
          !inInteraction(s) &&
          neededClasses(s).every((name) => markup.classes.has(name)) &&
          neededTypes(s).every((name) => markup.types.has(name)),
      );
      if (used.length) rules += `${used.join(',')}{${body}}`;
    }
  }
  return rules;
}

/** A block body's declarations (a `;` inside a string or parentheses does not end one). */
function declarations(body: string): string[] {
  const found: string[] = [];
  let start = 0;
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      found.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...found, body.slice(start).trim()].filter(Boolean);
}

const varsOf = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

/** `css` without the custom properties that nothing reads: neither `css` outside them, `readers`, nor a kept one. */
function usedProperties(css: string, readers: string): string {
  const custom = new Map<string, string[]>();
  let plain = readers;
  const collect = (text: string) => {
    for (const { prelude, body } of blocks(text)) {
      if (/^@(media|supports|container)\b/.test(prelude)) collect(body);
      else if (prelude.startsWith('@keyframes')) plain += body;
      else
        for (const d of declarations(body)) {
          const name = /^(--[\w-]+)\s*:/.exec(d)?.[1];
          if (name) custom.set(name, [...(custom.get(name) ?? []), d]);
          else plain += `;${d}`;
        }
    }
  };
  collect(css);
  const read = new Set<string>();
  const pending = varsOf(plain);
  while (pending.length) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    for (const d of custom.get(name) ?? []) pending.push(...varsOf(d));
  }
  const prune = (text: string): string =>
    blocks(text)
      .map(({ prelude, body }) => {
        if (/^@(media|supports|container)\b/.test(prelude)) {
          const inner = prune(body);
          return inner ? `${prelude}{${inner}}` : '';
        }
        if (prelude.startsWith('@')) return `${prelude}{${body}}`;
        const kept = declarations(body).filter((d) => {
          const name = /^(--[\w-]+)\s*:/.exec(d)?.[1];
          return !name || read.has(name);
        });
        return kept.length ? `${prelude}{${kept.join(';')}}` : '';
      })
      .join('');
  return prune(css);
}

/**
 * The part of antd's extracted styles (`@ant-design/cssinjs` extractStyle: component rules, their tokens as custom
 * properties) that can style `html`: the selectors whose classes and elements the markup has (its ancestors are the
 * shell's `div`s, in `html` and `body`) and that no interaction needs, the properties they read
 * (`readers` reads some too: the CSS modules' rules of the same markup), and the keyframes they name.
 */
export function antdRules(css: string, html: string, readers = ''): string {
  const classes = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const types = new Set(['html', 'body', 'div', ...[...html.matchAll(/<([a-z][a-z0-9]*)/g)].map((m) => m[1]!)]);
  const rules = blocks(usedRules(css, { classes, types }));
  const framesOf = (prelude: string) => /^@keyframes\s+([\w-]+)/.exec(prelude)?.[1];
  const text = (list: typeof rules) => list.map(({ prelude, body }) => `${prelude}{${body}}`).join('');
  const styled = text(rules.filter(({ prelude }) => !framesOf(prelude)));
  const frames = text(rules.filter(({ prelude }) => framesOf(prelude) && styled.includes(framesOf(prelude)!)));
  return usedProperties(styled + frames, readers);
}
