import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createOrder, type CreateOrderInput } from '../api/orders';
import { paymentKeys } from '../api/query-keys';

/** Numbers the pay dialogs' bodies, which mount once per opening: each opening makes its own order. */
let openings = 0;

/**
 * Creates the order and its QR codes while `input` is set (the dialog is open), and again
 * whenever the input changes (a coupon toggled): SPEC §4. A failure calls `onFail`, which closes
 * the dialog. Each opening and input has its own query: an answer to a superseded input never
 * replaces a newer one, leaving an input cancels its request, and reopening makes a new order.
 */
export function usePayOrder(input: CreateOrderInput | null, onFail: (error: unknown) => void) {
  const onFailRef = useRef(onFail);
  useEffect(() => {
    onFailRef.current = onFail;
  }, [onFail]);

  const [opening] = useState(() => ++openings);

  const query = useQuery({
    queryKey: paymentKeys.order(input, opening),
    queryFn: ({ signal }) => createOrder(input!, signal),
    enabled: input !== null,
    // An order is made once per opening: never made again by a remount, a focus or a retry, nor kept after.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const { error } = query;
  useEffect(() => {
    if (error) onFailRef.current(error);
  }, [error]);

  return { order: query.data ?? null };
}
