import { describe, expect, it } from 'vitest';
import { createAnswerScreen } from '../../src/modules/chat/screening.js';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';

/** Streams `text` in pieces of `size` through a screen checking every `every` characters; the rule it stops on. */
async function streamed(text: string, every: number, size: number) {
  const screen = createAnswerScreen(shippedSafetyGate(), every);
  for (const piece of text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []) {
    screen.add(piece);
    const v = await screen.check(false);
    if (v) return v.rule;
  }
  return (await screen.check(true))?.rule ?? null;
}

/**
 * A check while the answer streams reads to the last sentence's end, so a keyword is read with the warning after it
 * in the same sentence: a window cut between them ('单位以殴打…' | '…违反劳动合同法') stopped a rights answer halfway.
 */
describe('the answer screen reads whole sentences while streaming', () => {
  // 95 characters of advice, then the warning sentence: a window of 100 would end just after 殴打.
  const filler = '把不合理要求记录下来，写清时间和在场的人。'.repeat(5).slice(0, 95);
  const warned = `${filler}单位殴打员工违反劳动合同法，可以要求赔偿。其他的要点也可以慢慢整理。`;

  it('lets a keyword through with the warning later in its sentence, however the window falls', async () => {
    for (const size of [1, 3, 5, 7]) expect(await streamed(warned, 100, size), `pieces of ${size}`).toBeNull();
  });

  it('still stops a keyword no sentence warns against, and a long run with no sentence end', async () => {
    expect(await streamed(`${filler}教你怎么殴打他出气。后面还有很多别的内容要说。`, 100, 5)).toMatch(/殴打/);
    expect(
      await streamed(`${'很长的一段话没有句号'.repeat(30)}教你怎么殴打他出气${'还在继续'.repeat(30)}`, 50, 5),
    ).toMatch(/殴打/);
  });
});
