import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * Asked to sign a long contract, or told leaving early costs money: the answer says what the law allows (notice to
 * leave, the two cases a worker can owe a penalty), not a neighbouring topic. Written for these tests, apart from
 * the evaluation sets.
 */
const kb = buildKnowledgeBase();
const ask = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile });

describe('a long contract or a penalty for leaving early', () => {
  it.each([
    '实习公司要我签三年的合同才给转正，该签吗',
    '培训后签了服务期，现在想走要赔多少',
    '入职要签五年合同，以后想走怎么办',
  ])('%s: notice to leave and the two cases of a penalty', (q) => {
    const { text } = ask(q);
    expect(text).toContain('第三十七条');
    expect(text).toContain('第二十五条');
  });

  it('a 三方 penalty stays the 三方 topic', () => {
    expect(ask('三方违约金要交多少').thinking).toContain('三方协议');
  });
});
