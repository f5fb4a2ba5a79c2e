import { useEffect, useSyncExternalStore } from 'react';
import type { Pluggable } from 'unified';

/**
 * The renderers a block may need beyond markdown itself, each a chunk of its own loaded the first time a block
 * needs it, so each is evaluated in a task of its own: evaluated with the rest of the stack, KaTeX and highlight.js
 * made the first answer's longest task. `needs`: a source that may use it (a false alarm only loads it early).
 * `growing`: also used on the block still being written; code is highlighted once, when its block is finished, not
 * again at each update while it grows (each update of a growing code block would highlight all of it again).
 */
const renderers = {
  // remark-math's `$x$` and `$$…$$`, and a ```math fence.
  katex: { needs: /\$|[`~]{3,}\s*math/, growing: true, load: () => import('./markdown-katex') },
  highlight: { needs: /`{3,}|~{3,}/, growing: false, load: () => import('./markdown-highlight') },
};
export type Renderer = keyof typeof renderers;
const names = Object.keys(renderers) as Renderer[];

const loaded = new Map<Renderer, Pluggable>();
/** A renderer's preparation for a block still being written that will need it once finished (see `prepare`). */
const preparers = new Map<Renderer, (source: string) => void>();
/** Renderers asked for: settled once loaded, warmed up and announced. */
const requested = new Map<Renderer, Promise<void>>();
const listeners = new Set<() => void>();

/**
 * Tells the blocks a renderer has arrived, each in a task of its own: the blocks that need it render again with it
 * (maths typeset, code highlighted), and all of them in one task made the first answer's longest task when KaTeX
 * arrived mid-stream. A block that renders meanwhile for another reason already renders with it.
 */
function announce() {
  for (const listener of listeners) setTimeout(() => listeners.has(listener) && listener());
}

function request(name: Renderer): Promise<void> {
  const asked = requested.get(name);
  if (asked) return asked;
  const loading = renderers[name].load().then(
    (module) =>
      new Promise<void>((resolve) => {
        // Each in a task of its own: the chunk's evaluation, its warm-up, the blocks that need it rendered again.
        // A renderer that needs more before it can render (highlighting without workers: highlight.js itself) is
        // announced once it has it.
        void Promise.resolve('ready' in module ? module.ready : undefined).then(() =>
          setTimeout(() => {
            if ('warmUp' in module) module.warmUp();
            if ('prepare' in module) preparers.set(name, module.prepare);
            loaded.set(name, module.default);
            announce();
            resolve();
          }),
        );
      }),
    // Offline or a new deploy: the block stays without it, and the next block that needs it asks again.
    () => void requested.delete(name),
  );
  requested.set(name, loading);
  return loading;
}

/**
 * Loads every renderer before the answer needs it: the composer asks for it when a question is about to be asked of a
 * model that writes maths and code (not the offline planner, whose answers have neither). The chunks are fetched at
 * once, side by side, and each is evaluated and warmed up in tasks of its own while the question is typed and sent,
 * not in the answer's first seconds, where the blocks that needed it would also render a second time (a question
 * typed quickly leaves a second or two). `then`: after each one.
 */
export function preloadRenderers(then: (name: Renderer) => void = () => {}) {
  for (const name of names) void request(name).then(() => then(name));
}

/** The rehype plugin of a renderer, once loaded. */
export const loadedRenderer = (name: Renderer) => loaded.get(name);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The renderers `source` needs, as a bit set (stable between renders, so React can compare it). */
function neededMask(source: string, growing: boolean): number {
  return names.reduce((mask, name, i) => {
    const { needs, growing: whileGrowing } = renderers[name];
    return (growing ? whileGrowing : true) && needs.test(source) ? mask | (1 << i) : mask;
  }, 0);
}

/**
 * Whether `source`, once finished, needs a renderer it did without while it grew (code's highlighting): its finished
 * render is then costlier than its updates were, and is put off to a task of its own (markdown.tsx).
 */
export const finishesWithMore = (source: string) => neededMask(source, false) !== neededMask(source, true);

const loadedMask = (mask: number) => names.reduce((m, name, i) => (loaded.has(name) ? m | (1 << i) : m), 0) & mask;

/**
 * The rehype plugins to render `source` with; `set` names them (a bit set), `complete` says whether they are all
 * it needs. Those not loaded yet are asked for; the block renders without them meanwhile (maths as its source,
 * code unhighlighted) and once more when they arrive. Only a change among the renderers this block needs renders it
 * again.
 */
export function useRenderers(
  source: string,
  growing: boolean,
): { plugins: Pluggable[]; set: number; complete: boolean } {
  const needed = neededMask(source, growing);
  const ready = useSyncExternalStore(subscribe, () => loadedMask(needed));
  useEffect(() => {
    names.forEach((name, i) => {
      if (needed & (1 << i)) void request(name);
    });
  }, [needed]);
  // A block still being written that will need a renderer once finished: the renderer prepares for it meanwhile (in
  // idle time), so that its finished render does not pay for it (highlight.js compiles the fence's language).
  useEffect(() => {
    if (!growing) return;
    names.forEach((name) => {
      if (!renderers[name].growing && renderers[name].needs.test(source)) preparers.get(name)?.(source);
    });
  }, [growing, source]);
  return {
    plugins: names.filter((name, i) => ready & (1 << i)).map((name) => loaded.get(name)!),
    set: ready,
    complete: ready === needed,
  };
}
