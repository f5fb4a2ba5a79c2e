import { describe, expect, it } from 'vitest';
import { paidServices } from '../../eval/checks.js';
import { screenQuestion } from '../../src/modules/chat/screening.js';
import { shippedSafetyGate } from '../../src/modules/safety/index.js';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/** A first question to the offline planner, asked with no result and no conversation before it. */
const kb = buildKnowledgeBase();
export const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

export interface EntryCase {
  q: string;
  /** The entry's title, as the reasoning names it. */
  entry: string;
  /** What the answer must say from that entry. */
  says: RegExp;
}

/** Each question is answered from its entry, and the answer says what the entry holds for it. */
export function answersFromEntries(title: string, cases: readonly EntryCase[]) {
  describe(title, () => {
    for (const c of cases)
      it(`is answered from 「${c.entry}」: ${c.q}`, () => {
        const { text, thinking } = ask(c.q);
        expect(thinking).toContain(`「${c.entry}」`);
        expect(text).toMatch(c.says);
      });
  });
}

/**
 * Each question passes the safety gate, is answered from its entry with every concept the question turns on, and
 * sells nothing (a situation at work is no place for a paid service).
 */
export function answeredFromEntriesUnsold(
  title: string,
  cases: ReadonlyArray<{ q: string; entry: string; says: RegExp[] }>,
) {
  const gate = shippedSafetyGate();
  describe(title, () => {
    for (const c of cases)
      it(`is answered from 「${c.entry}」: ${c.q}`, async () => {
        expect(await screenQuestion(gate, c.q)).toBeNull();
        const { text, thinking } = ask(c.q);
        expect(thinking).toContain(`「${c.entry}」`);
        for (const says of c.says) expect(text).toMatch(says);
        expect(paidServices(text)).toEqual([]);
      });
  });
}
