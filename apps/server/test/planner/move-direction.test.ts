import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/llm/offline/compose.js';
import { buildKnowledgeBase } from '../../src/providers/llm/offline/knowledge.js';
import { noProfile } from '../chat/planner-profiles.js';

/*
 * A case that is a move from one place to another is read in its direction: from a small firm to a big one is not
 * the case of leaving a big one. Written for these tests, apart from the evaluation sets.
 */
const kb = buildKnowledgeBase();
const thinking = (question: string) =>
  composeAnswer(kb, { question, previousQuestions: [], previousAnswer: '', profile: noProfile }).thinking;

describe('a move said in its direction', () => {
  it('from a small firm to a big one is not 在大厂做螺丝钉想去小公司', () => {
    expect(thinking('在小公司做了两年测试，想跳去大厂，需要准备什么')).not.toContain('在大厂做螺丝钉想去小公司');
    expect(thinking('在大厂待了三年，想去小公司试试，值得吗')).toContain('在大厂做螺丝钉想去小公司');
  });

  it('"跳去大厂" is the case of hopping to a big firm', () => {
    expect(thinking('我在小厂干了两年开发，想跳去大厂')).toContain('从小公司跳槽去大厂');
  });
});

describe('leaving a first-tier city', () => {
  it('"要不要回二线城市" after years in one is that decision, not how much a salary saves', () => {
    expect(thinking('北漂三年了存不下钱，要不要回二线城市')).toContain('在一线城市太累要不要回去');
    expect(thinking('月薪8千在北京存不下钱正常吗')).not.toContain('在一线城市太累要不要回去');
  });
});
