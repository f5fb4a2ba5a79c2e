import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reload from '@/utils/reload';
import {
  CHUNK_RELOAD_WINDOW_MS,
  installPreloadErrorReload,
  isChunkLoadError,
  reloadForStaleChunks,
} from './chunk-error';

afterEach(() => vi.useRealTimers());

describe('chunk load errors', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/home-abc.js'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('ignores ordinary errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within the window', () => {
    const spy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    expect(reloadForStaleChunks(1_000_000)).toBe(true);
    expect(reloadForStaleChunks(1_000_000 + 1000)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
    // A later deploy in the same tab may reload again.
    expect(reloadForStaleChunks(1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("vite:preloadError reloads and stops Vite's default error", () => {
    const spy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    const uninstall = installPreloadErrorReload();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);

    // Right after a reload the error is real: let it reach the error boundary.
    const again = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(again);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    uninstall();
  });
});
