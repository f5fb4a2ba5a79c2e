import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A case or topic reached only through what the asker rules out is not the answer (understand.ts readOwnAsk); one
 * reached by words outside it, or a decision weighing that option, still is. Written for these tests, apart from the
 * evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('an entry about what the asker rules out', () => {
  it('is not the answer when only the ruled-out words reach it', () => {
    const { text, thinking } = ask('文科生不想当老师也不想考公，还能做什么');
    expect(thinking).toContain('文科生');
    expect(text).not.toMatch(/考公考编|国考|省考/u);
  });

  it('still is when the asker weighs it against a family that wants it', () => {
    const { thinking } = ask('家里人都让我考公，但我不想考公，更想去企业做点有挑战的事，该往哪些方向找？');
    expect(thinking).toMatch(/考公/u);
  });

  it('leaves a decision weighing the option ruled out', () => {
    const { text } = ask('不想考研，直接工作好吗');
    expect(text).toMatch(/我更建议你选就业/u);
  });
});
