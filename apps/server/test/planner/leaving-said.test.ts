import { describe, expect, it } from 'vitest';
import { questionSubjects } from '../../src/providers/llm/offline/subject.js';
import { chain } from './conversation.js';

/*
 * Leaving a job said without 转行 ('干不下去了', '想离开医院', '想出来'): where people in it go, not a description of
 * the job the asker knows. Written for these tests, apart from the eval sets.
 */
describe('leaving a job, said in other words', () => {
  it.each([
    '当了三年护士实在干不下去了，能做什么',
    '当了三年护士，想离开医院，能做什么',
    '做了四年护士，想出来，能去哪',
  ])('%s: the usual moves out of nursing', (q) => {
    const answer = chain(q)[0]!;
    expect(answer).toMatch(/从护士出发，常见的转向/u);
    expect(answer).toMatch(/医药代表|临床监查/u);
  });

  it('reads 想出来 after years at a bank counter as leaving it', () => {
    const answer = chain('在银行柜员干了四年，想出来，能去哪')[0]!;
    expect(answer).toMatch(/从银行柜员出发/u);
    expect(answer).toMatch(/客户经理|理财经理/u);
  });

  it('does not take an adverb or a verb of leaving for the subject', () => {
    expect(questionSubjects('当了三年护士实在干不下去了，能做什么')).toEqual(['护士']);
    expect(questionSubjects('在银行柜员干了四年，想出来，能去哪')).not.toContain('出来');
  });
});
