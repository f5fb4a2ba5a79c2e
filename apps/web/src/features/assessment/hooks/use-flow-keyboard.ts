import { useEffect, useRef } from 'react';
import { Assessment } from '@lucina/contracts';

export interface FlowKeyboardHandlers {
  choose: (value: number) => void;
  back: () => void;
  next: () => void;
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Keys 1–5 choose, ← / → move, Enter continues. Off while a dialog is open. Enter on a focused
 * button or link is left to the browser, which clicks it.
 */
export function useFlowKeyboard(handlers: FlowKeyboardHandlers, enabled: boolean): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      const target = event.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      const { choose, back, next } = latest.current;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= Assessment.answer.min && digit <= Assessment.answer.max) {
        if (event.repeat) return;
        event.preventDefault();
        choose(digit);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        back();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'Enter') {
        if (target?.closest('button, a, [role="button"]')) return;
        event.preventDefault();
        next();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
