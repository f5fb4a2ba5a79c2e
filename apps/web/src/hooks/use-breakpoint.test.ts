import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakpointOf, useBreakpoint } from './use-breakpoint';

describe('breakpoints', () => {
  it.each([
    [0, 'phone'],
    [390, 'phone'],
    [639, 'phone'],
    [640, 'pad'],
    [1278, 'pad'],
    [1279, 'pad'],
    [1280, 'laptop'],
    [1439, 'laptop'],
    [1440, 'desktop'],
    [2560, 'desktop'],
  ])('width %i is %s', (width, expected) => {
    expect(breakpointOf(width)).toBe(expected);
  });

  it('useBreakpoint follows window resizes', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1500 });
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('desktop');
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('phone');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });
});
