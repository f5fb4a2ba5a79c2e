/**
 * Results that come after a block's render (code highlighted in the worker): the block renders without them, is not
 * kept as finished, and renders again once they have come (markdown.tsx). Its own module, so that a renderer
 * (markdown-highlight.ts) and the renderers' loader (markdown-renderers.ts) import no cycle.
 */
/** What the render under way (`collectLater`) is waiting for. */
let later: Promise<void>[] | null = null;

/**
 * A renderer's result that comes later (code highlighted in the worker): the block is rendered without it now, not
 * kept as finished, and rendered again once `result` settles (markdown.tsx).
 */
export function renderLater(result: Promise<void>) {
  later?.push(result);
}

/** Runs a block's render; what it returned, and what it is waiting for (renderLater). */
export function collectLater<T>(render: () => T): { value: T; waits: Promise<void>[] } {
  const waits: Promise<void>[] = [];
  later = waits;
  try {
    return { value: render(), waits };
  } finally {
    later = null;
  }
}
