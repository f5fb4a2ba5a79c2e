import { describe, expect, it } from 'vitest';
import { createTurnBudget } from '../src/lib/turn-budget.js';

/** A clock that moves only when a step says it worked. */
function fakeClock() {
  let t = 0;
  return { now: () => t, work: (ms: number) => (t += ms) };
}

/** Counts the event loop's turns: one more each time the loop reaches its immediates. */
function turnCounter() {
  let n = 0;
  let on = true;
  const tick = () => {
    n++;
    if (on) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get n() {
      return n;
    },
    stop: () => (on = false),
  };
}

describe('createTurnBudget', () => {
  it('lets steps run on while the turn is within its budget, then makes every later step wait', async () => {
    const clock = fakeClock();
    const turn = createTurnBudget(8, clock.now);
    for (let i = 0; i < 8; i++) {
      expect(turn()).toBeNull();
      clock.work(1);
    }
    const wait = turn();
    expect(wait).toBeInstanceOf(Promise);
    // Cheap or not, every step after that waits for the same later turn.
    expect(turn()).toBe(wait);
    await wait;
    // A new turn, a new budget.
    expect(turn()).toBeNull();
  });

  it('spreads many jobs over many turns, a budget each, and resumes them in the order they came', async () => {
    const clock = fakeClock();
    const turn = createTurnBudget(8, clock.now);
    const turns = turnCounter();
    const stepsPerTurn = new Map<number, number>();
    const finished: number[] = [];
    async function job(id: number) {
      for (let step = 0; step < 5; step++) {
        for (let wait = turn(); wait; wait = turn()) await wait;
        stepsPerTurn.set(turns.n, (stepsPerTurn.get(turns.n) ?? 0) + 1);
        clock.work(1);
      }
      finished.push(id);
    }
    await Promise.all(Array.from({ length: 200 }, (_, i) => job(i)));
    turns.stop();
    // 1,000 steps of 1 ms: at most the budget plus the step that crossed it in any one turn.
    expect([...stepsPerTurn.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    expect(Math.max(...stepsPerTurn.values())).toBeLessThanOrEqual(9);
    expect(stepsPerTurn.size).toBeGreaterThanOrEqual(1000 / 9);
    expect(finished).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('never holds a step back when the loop is not busy with them', async () => {
    const clock = fakeClock();
    const turn = createTurnBudget(8, clock.now);
    // One cheap step per turn, as tokens spread over time arrive: none waits.
    for (let i = 0; i < 50; i++) {
      expect(turn()).toBeNull();
      clock.work(2);
      await new Promise((r) => setImmediate(r));
    }
  });
});
