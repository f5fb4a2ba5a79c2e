import { performance } from 'node:perf_hooks';

/**
 * Shares the event loop's turns between many small jobs of the same kind. A job calls the returned function before
 * each step: null means go on; a promise means this turn has already spent `budgetMs` on such steps, and the step
 * waits and asks again, as many steps resume together: `for (let wait = turn(); wait; wait = turn()) await wait;`.
 * Waiting steps resume in the order they asked. A step stopped during the loop's I/O resumes among its immediates,
 * after the rest of that I/O; one stopped among the immediates resumes in the loop's next turn, after its timers and
 * I/O. So one turn of the loop relays at most about twice the budget.
 *
 * Why: with thousands of answers open, tokens that arrive together (the model's server sends in bursts, or the
 * process was paused by a collection and their reads queued meanwhile) were all relayed in one turn; every timer
 * and every other request waited for all of them, a stall of 100–200 ms at 10,000 open answers. The budget counts
 * only what a step does inside it: a relay's writes are sent within the step (http/sse.ts), not at the tick's end.
 */
export function createTurnBudget(budgetMs: number, now: () => number = () => performance.now()) {
  /** When this turn's first step ran; -1 until one does. */
  let started = -1;
  let waiting: Promise<void> | null = null;
  const newTurn = () => {
    started = -1;
  };

  return function turn(): Promise<void> | null {
    if (waiting) return waiting;
    const t = now();
    if (started < 0) {
      started = t;
      // Runs once the current I/O callbacks are done: the next step starts a new turn's budget.
      setImmediate(newTurn);
      return null;
    }
    if (t - started < budgetMs) return null;
    // Queued during I/O, the immediate runs after it in this turn; queued from an immediate, in the next turn.
    waiting = new Promise((resolve) =>
      setImmediate(() => {
        waiting = null;
        started = -1;
        resolve();
      }),
    );
    return waiting;
  };
}

/**
 * The process's budget for relaying answers' tokens: ~8 ms of relaying per turn, then the loop moves on. At 5,000
 * tokens a second (10,000 open answers) a turn relays a few dozen; only bursts are spread out.
 */
export const relayTurn = createTurnBudget(8);
