import { common, createLowlight } from 'lowlight';
import { whenIdle as idle } from './when-idle';

/**
 * highlight.js (through lowlight) with its common languages: a chunk of its own, loaded with the first block that has
 * a code fence (markdown-renderers). Registering a language runs its definition; all 37 at once, as rehype-highlight
 * does when it is set up, was the first answer's longest task on a slow phone (100–180 ms at a 7x slowdown, before a
 * line was highlighted). Here a fence's language is registered when a block first needs it, and the others in idle
 * time (warmUp), a few per idle moment. What is highlighted, and how, is rehype-highlight's: a fence's `language-`
 * (or `lang-`) class, no guessing for a fence without one, `no-highlight` respected, an unknown language left as
 * plain text.
 */
const lowlight = createLowlight();

/**
 * Languages whose grammar uses no other (no `subLanguage`), so registering the one is enough to highlight it exactly
 * as with every language registered. Any other name (an alias such as `py`, a language that embeds others such as
 * `xml`, one the list does not know) registers all that are left first. The likely ones come first in idle time.
 */
const SELF_CONTAINED = [
  'python',
  'sql',
  'java',
  'bash',
  'json',
  'r',
  'cpp',
  'c',
  'go',
  'css',
  'plaintext',
  'csharp',
  'kotlin',
  'rust',
  'swift',
  'php',
  'ruby',
  'scss',
  'less',
  'lua',
  'makefile',
  'diff',
  'ini',
  'graphql',
  'objectivec',
  'arduino',
  'vbnet',
  'wasm',
];
const left = new Map(Object.entries(common).sort(([a], [b]) => order(a) - order(b)));

function order(name: string): number {
  const i = SELF_CONTAINED.indexOf(name);
  return i === -1 ? SELF_CONTAINED.length : i;
}

function registerNext(): boolean {
  const next = left.entries().next();
  if (next.done) return false;
  const [name, grammar] = next.value;
  left.delete(name);
  lowlight.register(name, grammar);
  return true;
}

/** Registers what `name` needs to be highlighted; whether it can be. */
function ensure(name: string): boolean {
  if (lowlight.registered(name)) return true;
  const grammar = left.get(name);
  if (grammar && SELF_CONTAINED.includes(name)) {
    left.delete(name);
    lowlight.register(name, grammar);
  } else while (registerNext());
  return lowlight.registered(name);
}

/** Registers the languages not needed yet, in idle time (between tasks where there is none). */
export function warmUp() {
  const step = (deadline?: IdleDeadline) => {
    do registerNext();
    while (left.size > 0 && deadline && deadline.timeRemaining() > 5);
    if (left.size > 0) idle(step);
  };
  idle(step);
}

/** A code fence's language: the first word of its opening line's info string, as markdown reads it. */
const FENCE = /^\s*(?:`{3,}|~{3,})[ \t]*([^\s`]+)/;
const prepared = new Set<string>();

/**
 * A code block is being written: its language is registered and compiled in idle time meanwhile (highlight.js
 * compiles a language's patterns the first time it highlights with it: as long as the highlighting itself), so the
 * block's finished render only highlights.
 */
export function prepare(source: string) {
  const name = FENCE.exec(source)?.[1];
  if (!name || prepared.has(name)) return;
  prepared.add(name);
  idle(() => {
    if (ensure(name)) lowlight.highlight(name, '');
  });
}

/** The little of hast this plugin reads and writes (hast's types are not a dependency of the app). */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

/** A code element's language: `false` for no-highlight, undefined when it names none (rehype-highlight's rule). */
function language(code: HastNode): string | false | undefined {
  const list = code.properties?.className;
  if (!Array.isArray(list)) return undefined;
  let name: string | undefined;
  for (const item of list) {
    const value = String(item);
    if (value === 'no-highlight' || value === 'nohighlight') return false;
    if (!name && value.startsWith('lang-')) name = value.slice(5);
    if (!name && value.startsWith('language-')) name = value.slice(9);
  }
  return name;
}

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

function highlightCode(code: HastNode) {
  const name = language(code);
  if (!name) return;
  const className = Array.isArray(code.properties!.className) ? (code.properties!.className as unknown[]) : [];
  if (!className.includes('hljs')) className.unshift('hljs');
  code.properties!.className = className;
  if (!ensure(name)) return;
  const result = lowlight.highlight(name, textOf(code));
  if (result.children.length > 0) code.children = result.children as HastNode[];
}

function visit(node: HastNode) {
  for (const child of node.children ?? []) {
    if (node.tagName === 'pre' && child.type === 'element' && child.tagName === 'code') highlightCode(child);
    else visit(child);
  }
}

/** The rehype plugin: every block's processor gets the same transformer. */
export default function rehypeHighlightLazily() {
  return visit;
}
