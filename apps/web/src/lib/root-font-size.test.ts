import { afterEach, describe, expect, it } from 'vitest';
import { installRootFontSize, rootFontSizeFor } from './root-font-size';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const initialWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
  document.documentElement.style.fontSize = '';
});

describe('root font size', () => {
  it.each([
    [390, 128],
    [1280, 128],
    [1440, 144],
    [1600, 160],
    [1920, 192],
    [2560, 192],
  ])('width %i gives %ipx', (width, size) => {
    expect(rootFontSizeFor(width)).toBe(size);
  });

  it('is applied to <html> and follows resizes until uninstalled', () => {
    resizeTo(1500);
    const uninstall = installRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('150px');
    resizeTo(1000);
    expect(document.documentElement.style.fontSize).toBe('128px');
    resizeTo(3000);
    expect(document.documentElement.style.fontSize).toBe('192px');
    uninstall();
    resizeTo(1700);
    expect(document.documentElement.style.fontSize).toBe('192px');
  });
});
