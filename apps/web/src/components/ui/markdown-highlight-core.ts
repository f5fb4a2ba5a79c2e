import { common, createLowlight } from 'lowlight';

/**
 * highlight.js (through lowlight) with its common languages, registered as they are needed. It runs in the highlight
 * worker (markdown-highlight.worker.ts), off the page's main thread; where there are no workers it is loaded into the
 * page instead (markdown-highlight.ts). Registering a language runs its definition, and highlight.js compiles a
 * language's patterns the first time it highlights with it: all 37 at once, as rehype-highlight does when it is set
 * up, took 100–180 ms at a 7x slowdown before a line was highlighted.
 */
const lowlight = createLowlight();

/**
 * Languages whose grammar uses no other (no `subLanguage`), so registering the one is enough to highlight it exactly
 * as with every language registered. Any other name (an alias such as `py`, a language that embeds others such as
 * `xml`, one the list does not know) registers all that are left first. The likely ones come first in spare time.
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

/** Registers the next language not registered yet; whether there was one. */
export function registerNext(): boolean {
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

/** The little of hast that highlighting produces and the plugin reads (hast's types are not a dependency of the app). */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

/** `text` highlighted as `name`: hast children, or null when the language is unknown. */
export function highlightText(name: string, text: string): HastNode[] | null {
  if (!ensure(name)) return null;
  return lowlight.highlight(name, text).children as HastNode[];
}

/** Registers `name` and compiles its patterns (an empty highlight), so that its first real highlight only highlights. */
export function prepareLanguage(name: string) {
  if (ensure(name)) lowlight.highlight(name, '');
}
