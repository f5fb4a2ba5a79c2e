import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    window.dispatchEvent(new Event('resize'));
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('desktop');
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('phone');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    window.dispatchEvent(new Event('resize'));
  });

  it('reads the width on a resize only, never while a component renders or React commits', () => {
    const width = vi.fn(() => 1500);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: width });
    window.dispatchEvent(new Event('resize'));
    const reads = width.mock.calls.length;
    const { result, rerender } = renderHook(() => useBreakpoint());
    rerender();
    expect(result.current).toBe('desktop');
    expect(width).toHaveBeenCalledTimes(reads);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    window.dispatchEvent(new Event('resize'));
  });
});
