import { describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

describe('copyText (SPEC §8: a failed copy is logged and returns false)', () => {
  it('writes the text and reports success', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await copyText('答案', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('答案');
  });

  it('logs and returns false when the clipboard refuses or is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await copyText('答案', { writeText: async () => Promise.reject(new Error('denied')) })).toBe(false);
    // A browser without the Clipboard API (another test's user-event may have installed one).
    vi.stubGlobal('navigator', { clipboard: undefined });
    expect(await copyText('答案')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
