import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useOrderPolling, type CheckOrder } from './use-order-polling';

/** A check that answers the given results in order (an Error is thrown), then the last one forever. */
function scripted(results: Array<{ status: number } | Error>) {
  let i = 0;
  return vi.fn<CheckOrder>(async () => {
    const r = results[Math.min(i++, results.length - 1)]!;
    if (r instanceof Error) throw r;
    return r;
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('order polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps polling at the interval while pending and reports paid once, then stops', async () => {
    const check = scripted([{ status: 0 }, { status: 0 }, { status: 1 }]);
    const onDone = vi.fn();
    renderHook(() => useOrderPolling('LO1', 1000, onDone, check));
    await advance(999);
    expect(check).not.toHaveBeenCalled();
    await advance(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenLastCalledWith('LO1', expect.any(AbortSignal));
    await advance(2000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledExactlyOnceWith('paid');
    await advance(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('reports closed for status 2', async () => {
    const check = scripted([{ status: 2 }]);
    const onDone = vi.fn();
    renderHook(() => useOrderPolling('LO1', 3000, onDone, check));
    await advance(3000);
    expect(onDone).toHaveBeenCalledExactlyOnceWith('closed');
  });

  it('goes on after errors, using the status of the error data', async () => {
    const check = scripted([
      new ApiError({ status: 0, msg: 'network' }),
      new ApiError({ status: 200, code: 500, msg: 'busy', data: { status: 0 } }),
      new ApiError({ status: 200, code: 500, msg: 'paid meanwhile', data: { status: 1 } }),
    ]);
    const onDone = vi.fn();
    renderHook(() => useOrderPolling('LO1', 1000, onDone, check));
    await advance(2000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onDone).not.toHaveBeenCalled();
    await advance(1000);
    expect(onDone).toHaveBeenCalledExactlyOnceWith('paid');
  });

  it('stops when the dialog closes (unmount) and drops an answer in flight', async () => {
    let resolve: (v: { status: number }) => void = () => undefined;
    const check = vi.fn<CheckOrder>(() => new Promise((r) => (resolve = r)));
    const onDone = vi.fn();
    const view = renderHook(() => useOrderPolling('LO1', 1000, onDone, check));
    await advance(1000);
    expect(check).toHaveBeenCalledTimes(1);
    const signal = check.mock.calls[0]![1];
    view.unmount();
    expect(signal.aborted).toBe(true);
    await act(async () => resolve({ status: 1 }));
    await advance(10_000);
    expect(onDone).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does nothing without an order and restarts for a new order number', async () => {
    const check = scripted([{ status: 0 }]);
    const onDone = vi.fn();
    const view = renderHook(({ no }) => useOrderPolling(no, 1000, onDone, check), {
      initialProps: { no: null as string | null },
    });
    await advance(5000);
    expect(check).not.toHaveBeenCalled();
    view.rerender({ no: 'LO1' });
    await advance(1000);
    view.rerender({ no: 'LO2' });
    await advance(1000);
    expect(check.mock.calls.map((c) => c[0])).toEqual(['LO1', 'LO2']);
  });
});
