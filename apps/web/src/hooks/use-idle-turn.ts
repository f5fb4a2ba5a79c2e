import { useEffect, useState } from 'react';
import { whenIdle } from '@/components/ui/when-idle';

interface Waiting {
  priority: number;
  release: () => void;
}

/** Components waiting for their turn, and whether an idle callback is already asked for. */
const waiting: Waiting[] = [];
let asked = false;

/** One turn per idle moment: the waiting component of highest priority renders, in a task of its own. */
function nextTurn() {
  asked = false;
  let best = -1;
  waiting.forEach((w, i) => {
    if (best < 0 || w.priority > waiting[best]!.priority) best = i;
  });
  if (best < 0) return;
  const [turn] = waiting.splice(best, 1);
  turn!.release();
  ask();
}

function ask() {
  if (asked || waiting.length === 0) return;
  asked = true;
  whenIdle(nextTurn);
}

/**
 * Whether a costly part may render now. `now`: at once (what is on screen). Otherwise false first, then true in an
 * idle moment of its own: parts waiting take turns, one per idle moment, the highest `priority` first. Many costly
 * parts mounted together (a long conversation opened: every answer's markdown) are then many short tasks, not one
 * long one.
 */
export function useIdleTurn(priority: number, now: boolean): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    const entry: Waiting = { priority, release: () => setReady(true) };
    waiting.push(entry);
    ask();
    return () => {
      const i = waiting.indexOf(entry);
      if (i >= 0) waiting.splice(i, 1);
    };
  }, [ready, priority]);
  return ready || now;
}
