import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Asked which ways are open ('医学生不想当医生，可以做什么') where no case of the decision fits one way, the answer
 * names the ways (the decision's cases, each with its first point), not only how to decide. Written for these tests,
 * apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).text;

describe('the ways a decision holds, when asked which are open', () => {
  it.each(['医学生本科毕业不想当医生，可以做什么', '学医后悔了，还有什么出路'])(
    '%s: the ways, each with a point',
    (q) => {
      const text = ask(q);
      expect(text).toContain('### 可以走的几条路');
      expect(text).toMatch(/- \*\*医学生转去药企能做什么\*\*：医学联络官/u);
    },
  );

  it('a question that names one way gets that way, not the list', () => {
    expect(ask('医学生不想当医生，去药企能做什么')).not.toContain('### 可以走的几条路');
  });
});
