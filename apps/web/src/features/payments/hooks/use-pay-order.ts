import { useEffect, useRef, useState } from 'react';
import { createOrder, type CreatedOrder, type CreateOrderInput } from '../api/orders';

interface Settled {
  key: string;
  order: CreatedOrder | null;
}

/**
 * Creates the order and its QR codes while `input` is set (the dialog is open), and again
 * whenever the input changes (a coupon toggled): SPEC §4. A failure calls `onFail`, which closes
 * the dialog. Answers to superseded inputs are dropped, so a slow first order never replaces a
 * newer one.
 */
export function usePayOrder(input: CreateOrderInput | null, onFail: (error: unknown) => void) {
  const key = input ? JSON.stringify(input) : '';
  const [settled, setSettled] = useState<Settled>({ key: '', order: null });
  const onFailRef = useRef(onFail);
  useEffect(() => {
    onFailRef.current = onFail;
  }, [onFail]);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const params = JSON.parse(key) as CreateOrderInput;
    createOrder(params, controller.signal).then(
      (order) => {
        if (!controller.signal.aborted) setSettled({ key, order });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, order: null });
        onFailRef.current(error);
      },
    );
    return () => controller.abort();
  }, [key]);

  const order = key && settled.key === key ? settled.order : null;
  return { order, loading: !!key && settled.key !== key };
}
