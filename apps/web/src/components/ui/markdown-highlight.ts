import { LruCache } from './markdown-cache';
import type * as Core from './markdown-highlight-core';
import type { HastNode } from './markdown-highlight-core';
import { renderLater } from './markdown-later';
import { whenIdle } from './when-idle';

/**
 * Code highlighting for answers: a chunk of its own, loaded with the first block that has a code fence
 * (markdown-renderers). The highlighting itself runs in a worker (markdown-highlight.worker.ts): done on the page, a
 * finished code block's highlighting was one of a streamed answer's longest tasks on a slow phone. A block is shown
 * plain until its code comes back highlighted, then renders again with it (renderLater); code already highlighted is
 * kept, so a block shown again (the saved answer replacing the streamed one, a conversation opened again) has it at
 * once. What is highlighted, and how, is rehype-highlight's: a fence's `language-` (or `lang-`) class, no guessing for
 * a fence without one, `no-highlight` respected, an unknown language left as plain text.
 */
interface Engine {
  /** Highlighted now, when the engine can (on the page, once loaded); undefined when the answer comes later. */
  now(name: string, text: string): HastNode[] | null | undefined;
  later(name: string, text: string): Promise<HastNode[] | null>;
  prepare(name: string): void;
}

/**
 * On the page, for a browser without workers (and jsdom): highlight.js loaded into the page, its languages
 * registered in idle time.
 */
function pageEngine(): Engine & { ready: Promise<typeof Core> } {
  let core: typeof Core | undefined;
  const loading = import('./markdown-highlight-core').then((module) => (core = module));
  return {
    ready: loading,
    now: (name, text) => core?.highlightText(name, text),
    later: async (name, text) => (await loading).highlightText(name, text),
    prepare: (name) => whenIdle(() => core?.prepareLanguage(name)),
  };
}

function workerEngine(worker: Worker): Engine {
  let last = 0;
  const waiting = new Map<number, { name: string; text: string; resolve: (children: HastNode[] | null) => void }>();
  let fallback: Engine | undefined;
  worker.onmessage = ({ data }: MessageEvent<{ id: number; children: HastNode[] | null }>) => {
    waiting.get(data.id)?.resolve(data.children);
    waiting.delete(data.id);
  };
  // The worker could not start (a browser that refuses module workers, its file gone with a new deploy): the page
  // highlights instead, starting with the code that was waiting.
  worker.onerror = () => {
    worker.terminate();
    fallback = pageEngine();
    for (const { name, text, resolve } of waiting.values()) void fallback.later(name, text).then(resolve);
    waiting.clear();
  };
  return {
    now: (name, text) => fallback?.now(name, text),
    later: (name, text) =>
      fallback
        ? fallback.later(name, text)
        : new Promise((resolve) => {
            const id = ++last;
            waiting.set(id, { name, text, resolve });
            worker.postMessage({ id, name, text });
          }),
    prepare: (name) => (fallback ? fallback.prepare(name) : worker.postMessage({ prepare: name })),
  };
}

const page = typeof Worker === 'function' ? undefined : pageEngine();
const engine: Engine =
  page ?? workerEngine(new Worker(new URL('./markdown-highlight.worker.ts', import.meta.url), { type: 'module' }));
/** Settled once the engine can highlight (markdown-renderers waits for it before announcing the renderer). */
export const ready: Promise<unknown> = page?.ready ?? Promise.resolve();

/** Code highlighted, by language and text; null for a language highlight.js does not know. */
const results = new LruCache<string, HastNode[] | null>(200);
const asked = new Map<string, Promise<void>>();

function ask(key: string, name: string, text: string): Promise<void> {
  let pending = asked.get(key);
  if (!pending) {
    pending = engine.later(name, text).then((children) => {
      results.set(key, children);
      asked.delete(key);
    });
    asked.set(key, pending);
  }
  return pending;
}

/** A code fence's language: the first word of its opening line's info string, as markdown reads it. */
const FENCE = /^\s*(?:`{3,}|~{3,})[ \t]*([^\s`]+)/;
const prepared = new Set<string>();

/**
 * A code block is being written: its language is registered and compiled meanwhile (highlight.js compiles a
 * language's patterns the first time it highlights with it: as long as the highlighting itself), so the block's
 * finished highlighting only highlights.
 */
export function prepare(source: string) {
  const name = FENCE.exec(source)?.[1];
  if (!name || prepared.has(name)) return;
  prepared.add(name);
  engine.prepare(name);
}

/** Registers the languages not needed yet (the page's engine, in idle time; the worker does so by itself). */
export function warmUp() {
  if (!page) return;
  void page.ready.then((core) => {
    const { registerNext } = core;
    const step = (deadline?: IdleDeadline) => {
      let more = registerNext();
      while (more && deadline && deadline.timeRemaining() > 5) more = registerNext();
      if (more) whenIdle(step);
    };
    whenIdle(step);
  });
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
  const text = textOf(code);
  const key = `${name}\n${text}`;
  let children = results.get(key);
  if (children === undefined) {
    children = engine.now(name, text);
    if (children !== undefined) results.set(key, children);
  }
  if (children === undefined) renderLater(ask(key, name, text));
  else if (children && children.length > 0) code.children = children;
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
