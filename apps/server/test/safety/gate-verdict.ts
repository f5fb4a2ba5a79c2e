import { expect } from 'vitest';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';

const gate = shippedSafetyGate();

/** The shipped gate's verdict on a question: 'pass', or the category it is declined under. */
export const verdict = async (q: string) => {
  const v = await gate.check(q, 'question');
  return v.pass ? 'pass' : v.category;
};

/** Every question gets the same verdict. */
export const expectAll = async (qs: readonly string[], want: string) => {
  for (const q of qs) expect(await verdict(q), q).toBe(want);
};

/** Every question is declined, under whatever category. */
export const expectDeclined = async (qs: readonly string[]) => {
  for (const q of qs) expect(await verdict(q), q).not.toBe('pass');
};
