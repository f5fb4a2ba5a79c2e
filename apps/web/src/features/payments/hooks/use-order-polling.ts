import { useEffect, useRef } from 'react';
import { checkOrder } from '../api/orders';
import { outcomeOf, statusOf, type PollOutcome } from '../utils/order-status';

export type CheckOrder = (orderNo: string, signal: AbortSignal) => Promise<{ status: number }>;

/**
 * Polls the order every `intervalMs` while `orderNo` is set (SPEC §4): status 0 keeps polling,
 * 1 or 2 stops and reports. Errors do not stop it; their data.status counts. Clearing `orderNo`
 * (the dialog closed, a new order replaced it) stops it at once, dropping any answer in flight.
 * The next check waits for the previous one, so a slow server never gets overlapping checks.
 */
export function useOrderPolling(
  orderNo: string | null,
  intervalMs: number,
  onDone: (outcome: Exclude<PollOutcome, 'pending'>) => void,
  check: CheckOrder = checkOrder,
) {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!orderNo) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let status: number;
      try {
        status = statusOf(await check(orderNo, controller.signal));
      } catch (error) {
        status = statusOf(error);
      }
      if (controller.signal.aborted) return;
      const outcome = outcomeOf(status);
      if (outcome === 'pending') timer = setTimeout(() => void tick(), intervalMs);
      else onDoneRef.current(outcome);
    };
    timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderNo, intervalMs, check]);
}
