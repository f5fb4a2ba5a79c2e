import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Root } from 'react-dom/client';
import { mountApp } from './mount-app';

const PARTS = 30;
let rendered = 0;

/** Counts a part and keeps the main thread busy for a little, like rendering a real component on a slow phone. */
function spend() {
  rendered += 1;
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // busy
  }
}

/** A part of the first screen. */
function Part() {
  spend();
  return <span />;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previous: boolean | undefined;
let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  // The browser's scheduling, not act()'s: act would render everything at once.
  previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  rendered = 0;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  root?.unmount();
  // React's scheduler runs outside act() here: let what it still has queued run while this file's DOM exists.
  // (Run among the shared-module web files, a task left behind ran after the DOM was gone, in another file.)
  await new Promise((resolve) => setTimeout(resolve, 50));
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
});

describe('mounting the app', () => {
  it('lets the browser run other work between the parts of the first render', async () => {
    root = mountApp(
      container,
      <>
        {Array.from({ length: PARTS }, (_, i) => (
          <Part key={i} />
        ))}
      </>,
    );
    // Whatever else the page has to do (a tap, a paint) gets a turn while the render is under way.
    const seen: number[] = [];
    await new Promise<void>((resolve) => {
      const look = () => {
        seen.push(rendered);
        if (container.childElementCount === PARTS) resolve();
        else setTimeout(look, 0);
      };
      setTimeout(look, 0);
    });
    expect(seen.some((count) => count > 0 && count < PARTS)).toBe(true);
    expect(container.childElementCount).toBe(PARTS);
  });
});
