import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUp } from './markdown-highlight';
import { whenIdle } from './when-idle';

afterEach(() => vi.unstubAllGlobals());

// A warm-up step still waiting when its page went away (a test's environment torn down mid-way) ran on a missing
// `window` and threw outside any test, failing the whole run.
describe('idle-time work once the page is gone', () => {
  it('is dropped without throwing', () => {
    vi.stubGlobal('window', undefined);
    expect(() => warmUp()).not.toThrow();
    let ran = false;
    expect(() => whenIdle(() => (ran = true))).not.toThrow();
    expect(ran).toBe(false);
  });
});
